export * from './color-palette'
export * from './spacing-scale'
export * from './type-scale'
