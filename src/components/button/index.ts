export { Button, type ButtonProps, buttonVariants } from './button'
export { isPromiseLike } from './is-promise-like'
export { Spinner } from './spinner'
