export {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoadingRow,
  CommandSeparator,
  CommandShortcut,
  Highlight,
  itemMutedClass,
} from './command'
export {
  CommandPalette,
  CommandPaletteDialog,
  type CommandPaletteDialogProps,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteProps,
  type ShortcutOptions,
  useCommandPaletteShortcut,
} from './command-palette'
export {
  fuzzyFilter,
  type FuzzyMatch,
  fuzzyMatch,
  highlightParts,
  type MatchRange,
  type RankedResult,
} from './fuzzy'
export { type AsyncGroupSource, type AsyncGroupState, useAsyncGroups } from './use-async-groups'
