export * from './button'
export * from './close-icon-button'
export * from './spinner'
