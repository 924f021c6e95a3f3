export * from './progress'
export * from './progress-value'
