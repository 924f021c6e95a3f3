export {
  type MultipleSelectMenuProps,
  SelectMenu,
  type SelectMenuItem,
  type SelectMenuProps,
  type SingleSelectMenuProps,
} from './select-menu'
