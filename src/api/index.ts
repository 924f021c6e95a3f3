export * from './contract'
export * from './paths'
export * from './runtime-config'
