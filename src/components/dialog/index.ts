export * from './confirm-dialog'
export * from './dialog'
