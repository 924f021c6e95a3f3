export { Textarea } from './textarea'
