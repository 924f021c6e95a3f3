export { ColorPalette } from './color-palette'
export { SpacingScale } from './spacing-scale'
export { TypeScale } from './type-scale'
