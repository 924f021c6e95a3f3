export { Button, type ButtonProps, buttonVariants } from './button'
export { Spinner } from './spinner'
