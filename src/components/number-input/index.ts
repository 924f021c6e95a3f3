export * from './number-input'
