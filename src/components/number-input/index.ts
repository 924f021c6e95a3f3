export * from './number'
export * from './number-input'
