/**
 * The theme's tokens as data, for the catalogue's foundation pages and the contrast checks.
 * Values live in theme.css; this module only names them and the pairs that components use.
 */

export const colorRoles = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
  'neutral',
] as const
export type ColorRole = (typeof colorRoles)[number]

/**
 * Sets `--role` to a colour role's colour, for cva's `color` variants: the other variants then
 * draw with `bg-(--role)`, `text-(--role)`, `ring-(--role)/50`… instead of one class a pair.
 */
export const roleColors = {
  primary: '[--role:var(--color-primary)]',
  secondary: '[--role:var(--color-secondary)]',
  success: '[--role:var(--color-success)]',
  info: '[--role:var(--color-info)]',
  warning: '[--role:var(--color-warning)]',
  error: '[--role:var(--color-error)]',
  neutral: '[--role:var(--color-neutral)]',
} satisfies Record<ColorRole, string>

/** Every colour token (`--color-…`) and what it is for. */
export const tokenDescriptions = {
  primary: 'Main actions, links, focus rings',
  secondary: 'Secondary actions and highlights',
  success: 'Confirmations, free rooms',
  info: 'Neutral information',
  warning: 'Things that need attention',
  error: 'Errors and destructive actions',
  neutral: 'Quiet actions, badges',
  bg: 'Page background',
  surface: 'Cards, panels',
  elevated: 'Popovers, menus, toasts, inputs',
  accented: 'Hover fills, tracks',
  fg: 'Body text',
  muted: 'Secondary text',
  border: 'Borders and dividers',
  'on-color': 'Text on a role-coloured fill',
} satisfies Record<ColorRole, string> & Record<string, string>
export type Token = keyof typeof tokenDescriptions

/** A text colour on a surface, as components use it. Every pair must reach WCAG AA (4.5:1). */
export interface ContrastPair {
  text: Token
  on: Token
  usedBy: string
}

/** Each text colour on each of the surfaces text sits on. */
const onSurfaces = (texts: readonly Token[], usedBy: string) =>
  texts.flatMap((text) =>
    (['bg', 'surface', 'elevated'] as const).map((on) => ({ text, on, usedBy })),
  )

export const contrastPairs: ContrastPair[] = [
  ...onSurfaces(['fg', 'muted'], 'body and secondary text'),
  { text: 'fg', on: 'accented', usedBy: 'hovered and selected items' },
  ...onSurfaces(colorRoles, 'outline, ghost and link buttons; role text and icons'),
  ...colorRoles.map((on) => ({ text: 'on-color' as const, on, usedBy: 'solid buttons, badges' })),
]

export const AA_NORMAL_TEXT = 4.5
