export * from './button'
export * from './is-promise-like'
export * from './spinner'
