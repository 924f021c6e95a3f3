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
} from './command-palette'
export {
  fuzzyFilter,
  type FuzzyMatch,
  fuzzyMatch,
  highlightParts,
  type MatchRange,
  type RankedResult,
} from './fuzzy'
