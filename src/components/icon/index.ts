export * from './icon'
export * from './icon-context'
