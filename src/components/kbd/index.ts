export { describeKey, Kbd, type KbdProps, kbdVariants } from './kbd'
