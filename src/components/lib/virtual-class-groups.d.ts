/**
 * The classes the source spells out, grouped as tailwind-merge groups them, made at build time
 * (scripts/vite-plugins/class-groups.ts, `ClassGroupTable`, says what each holds).
 */
declare module 'virtual:nightjar-class-groups' {
  export const groups: string[]
  export const conflicts: number[][]
  export const modifierConflicts: Record<number, number[]>
  export const orderSensitiveModifiers: string[]
}
