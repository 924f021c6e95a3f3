export * from './select'
export * from './select-menu'
