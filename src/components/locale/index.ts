export * from './en'
export * from './locale-provider'
export * from './translate'
