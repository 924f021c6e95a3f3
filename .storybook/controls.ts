import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types'

/** Controls for a scalar type a recipe leaves nullable (`cva`'s `boolean | null`). */
const SCALAR_CONTROLS: Record<string, 'boolean' | 'text' | 'number'> = {
  boolean: 'boolean',
  string: 'text',
  number: 'number',
}

/**
 * Only controls that work: a prop whose type no control can edit (a React node or element, a
 * `Date`, a table instance, any other object type the props table names) gets no control, unless
 * its stories give it one; a `boolean | null` variant gets the boolean's. Without this Storybook
 * offers "Set object" for a `ReactNode` and shows a React element's insides as JSON. Functions
 * already get none.
 */
export const onlyWorkingControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      argType.control === undefined ? { ...argType, ...controlOf(argType) } : argType,
    ]),
  )

function controlOf(argType: StrictInputType): Partial<StrictInputType> {
  const type = argType.type
  if (!type || typeof type === 'string') return {}
  if (type.name === 'other') {
    const scalar = SCALAR_CONTROLS[type.value.replace(/ \| null$/, '')]
    if (scalar) return { control: { type: scalar } }
  }
  return ['other', 'object', 'union', 'intersection'].includes(type.name) ? { control: false } : {}
}
