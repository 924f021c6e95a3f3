export * from './button'
export * from './close-icon-button'
export * from './is-promise-like'
export * from './spinner'
