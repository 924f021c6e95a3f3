export * from './icon'
export * from './icon-provider'
