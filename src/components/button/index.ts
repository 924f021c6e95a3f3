export { Button, type ButtonProps, buttonVariants } from './button'
export { AsyncForm, type AsyncFormProps, useFormPending } from './form-pending'
export { isPromiseLike } from './is-promise-like'
export { Spinner } from './spinner'
