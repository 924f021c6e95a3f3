export * from './command'
export * from './command-palette'
