export { BlankPage } from './blank-page'
