export * from './contract'
export * from './errors'
export * from './paths'
export * from './runtime-config'
