export * from './data-table'
export * from './table'
export { functionalUpdate } from '@tanstack/react-table'
