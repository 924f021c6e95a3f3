export * from './loading-overlay'
export * from './loading-provider'
