export * from './form-field'
export * from './form-field-context'
