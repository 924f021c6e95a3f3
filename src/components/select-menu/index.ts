export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
export {
  type MultipleSelectMenuProps,
  SelectMenu,
  type SelectMenuItem,
  type SelectMenuProps,
  type SingleSelectMenuProps,
} from './select-menu'
