export * from './tooltip'
