/**
 * A component's designer documentation: what its docs page in the catalogue says beside the
 * generated props and the stories (usage, anatomy, do and don't, keyboard, accessibility, the
 * tokens it draws with and the specification's defaults it implements). Plain data in a
 * `{component}.guide.ts` beside the component, given to the stories as `parameters.docs.guide`,
 * so that every component's page has the same sections and a test can check none is missing:
 *
 * ```ts
 * // button.guide.ts
 * export const buttonGuide = { summary: '…', use: […], … } satisfies ComponentGuide
 * // button.stories.tsx
 * import { buttonGuide } from './button.guide'
 * const meta = { title: 'Components/Button', parameters: { docs: { guide: buttonGuide } }, … }
 * ```
 *
 * .storybook/docs-page.tsx draws it; guide.test.ts checks every stories file of a component.
 * Write it as the rest of the catalogue: plain, specific, short sentences, British spelling.
 */
export interface ComponentGuide {
  /** One sentence: what it is and what it is for. */
  summary: string
  /** When to use it. */
  use: string[]
  /** When not to, and what to use instead. */
  avoid: string[]
  /** Its parts, outermost first: the `data-slot` each renders, its name and its job. */
  anatomy: { slot: string; part: string; description: string }[]
  /** Practices that work. */
  do: string[]
  /** Practices that don't, each with why. */
  dont: string[]
  /**
   * The keys it answers to and what they do. Empty only for a component that takes no focus
   * of its own (its page then says so).
   */
  keyboard: { keys: string; action: string }[]
  /** The WAI-ARIA pattern or role it follows (with a link when there is one) and what it does for assistive technology. */
  accessibility: { pattern: string; href?: string; notes: string[] }
  /** The design tokens it draws with (CSS custom properties of the theme). */
  tokens: string[]
  /** The defaults it implements, from the specification or the product definition. */
  defaults: { name: string; value: string }[]
}
