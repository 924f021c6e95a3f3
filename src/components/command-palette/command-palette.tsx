import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as VisuallyHidden from '@radix-ui/react-visually-hidden'
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/button'
import { CloseIconButton, Dialog, DialogContent, DialogTitle } from '@/components/dialog'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoadingRow,
  CommandShortcut,
  Highlight,
  itemMutedClass,
} from './command'
import { fuzzyFilter, fuzzyMatch, type MatchRange } from './fuzzy'
import { useAsyncGroups } from './use-async-groups'

export interface CommandPaletteItem {
  /** Unique within its group. */
  id: string
  label: string
  /** Muted text after the label; not searched. */
  suffix?: React.ReactNode
  /** A decorative icon before the label. */
  icon?: React.ReactNode
  /** Shortcut hint, one key a string: `['meta', 'n']`. */
  kbds?: readonly string[]
  /** More words that find this item. */
  keywords?: readonly string[]
  disabled?: boolean
  onSelect?: (item: CommandPaletteItem) => void
  /** A nested page: selecting the item shows these groups, with a Back button. */
  children?: readonly CommandPaletteGroup[]
  /** The nested page's input placeholder. */
  placeholder?: string
}

export interface CommandPaletteGroup {
  id: string
  /** The group's heading. */
  label?: string
  items?: readonly CommandPaletteItem[]
  /**
   * Async items for the query (debounced; the previous request's signal aborts). The results
   * are shown as returned, unless `filter` is set.
   */
  search?: (query: string, signal: AbortSignal) => Promise<CommandPaletteItem[]>
  /** Milliseconds to wait after typing before `search` runs. Default 200. */
  debounce?: number
  /** Also fuzzy-filter the results of `search`. Default false. */
  filter?: boolean
  /** At most this many results in the group. Default 12. */
  limit?: number
}

export interface CommandPaletteProps extends Omit<
  React.ComponentProps<typeof Command>,
  'onSelect' | 'filter' | 'shouldFilter' | 'children'
> {
  groups: readonly CommandPaletteGroup[]
  placeholder?: string
  /** Called for every chosen item (after the item's own `onSelect`), not for page items. */
  onSelect?: (item: CommandPaletteItem) => void
  /** Shows a close button (labelled "Close") that calls this. */
  onClose?: () => void
  /** The accessible name of the palette. */
  label?: string
  /** Overrides for the empty texts ("No matching data", "No data"). */
  noMatchText?: string
  noDataText?: string
}

interface Page {
  groups: readonly CommandPaletteGroup[]
  placeholder?: string
  title?: string
}

interface ShownGroup {
  group: CommandPaletteGroup
  loading: boolean
  results: { item: CommandPaletteItem; ranges: MatchRange[] }[]
}

const DEFAULT_LIMIT = 12

/**
 * A searchable list of commands in groups (cmdk). Fuzzy search with highlighted matches, at
 * most 12 results a group, async groups with a loading state, nested pages (Backspace in an
 * empty search goes back), and "No matching data" / "No data" when there is nothing to show.
 */
export function CommandPalette({
  groups,
  placeholder,
  onSelect,
  onClose,
  label,
  noMatchText,
  noDataText,
  className,
  ...props
}: CommandPaletteProps) {
  const { t } = useLocale()
  const [pages, setPages] = React.useState<Page[]>([])
  const page: Page = pages[pages.length - 1] ?? { groups, placeholder }
  const [query, setQuery] = React.useState('')
  const inputRef = React.useRef<HTMLInputElement>(null)
  const asyncStates = useAsyncGroups(page.groups, query)

  const shown: ShownGroup[] = page.groups.map((group) => {
    const limit = group.limit ?? DEFAULT_LIMIT
    if (group.search) {
      const state = asyncStates.get(group.id)
      const items = state?.loading === false ? state.items : []
      const results = group.filter
        ? fuzzyFilter(items, query, limit)
        : items.slice(0, limit).map((item) => ({
            item,
            ranges: fuzzyMatch(query, item.label)?.ranges ?? [],
          }))
      return { group, loading: state?.loading ?? true, results }
    }
    return { group, loading: false, results: fuzzyFilter(group.items ?? [], query, limit) }
  })
  const loading = shown.some((entry) => entry.loading)
  const count = shown.reduce((sum, entry) => sum + entry.results.length, 0)
  const empty = !loading && count === 0
  const emptyText = query.trim() ? (noMatchText ?? t('noMatch')) : (noDataText ?? t('noData'))

  const goTo = (next: Page[]) => {
    setPages(next)
    setQuery('')
    inputRef.current?.focus()
  }

  const choose = (item: CommandPaletteItem) => {
    if (item.children) {
      goTo([...pages, { groups: item.children, placeholder: item.placeholder, title: item.label }])
      return
    }
    item.onSelect?.(item)
    onSelect?.(item)
  }

  return (
    <Command
      data-slot="command-palette"
      label={label ?? t('commandPalette')}
      shouldFilter={false}
      className={cn('bg-surface', className)}
      {...props}
    >
      <div
        data-slot="command-palette-header"
        className="flex items-center gap-2 border-b border-border px-3"
      >
        {pages.length > 0 ? (
          <Button
            variant="ghost"
            color="neutral"
            size="xs"
            data-slot="command-palette-back"
            leading={<ChevronLeftIcon />}
            onClick={() => goTo(pages.slice(0, -1))}
          >
            {t('back')}
          </Button>
        ) : (
          <span className="text-muted [&_svg]:size-4">
            <SearchIcon />
          </span>
        )}
        <CommandInput
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          placeholder={page.placeholder ?? t('commandPlaceholder')}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && query === '' && pages.length > 0) {
              event.preventDefault()
              goTo(pages.slice(0, -1))
            }
          }}
          className="h-12"
        />
        {onClose && <CloseIconButton data-slot="command-palette-close" onClick={onClose} />}
      </div>
      {page.title && (
        <div data-slot="command-palette-page" className="px-4 pt-2 text-xs text-muted">
          {page.title}
        </div>
      )}
      <CommandList label={label ?? t('commandPalette')} className="max-h-96 p-1">
        {shown.map(({ group, loading: groupLoading, results }) =>
          groupLoading || results.length > 0 ? (
            <CommandGroup key={group.id} value={group.id} heading={group.label}>
              {groupLoading ? (
                <CommandLoadingRow>{t('loading')}</CommandLoadingRow>
              ) : (
                results.map(({ item, ranges }) => (
                  <CommandItem
                    key={item.id}
                    value={`${group.id}:${item.id}`}
                    disabled={item.disabled}
                    onSelect={() => choose(item)}
                  >
                    {item.icon && (
                      <span data-slot="command-palette-icon" className={itemMutedClass}>
                        {item.icon}
                      </span>
                    )}
                    <span className="truncate">
                      <Highlight text={item.label} ranges={ranges} />
                    </span>
                    {item.suffix && (
                      <span
                        data-slot="command-palette-suffix"
                        className={cn('truncate', itemMutedClass)}
                      >
                        {item.suffix}
                      </span>
                    )}
                    {item.kbds && item.kbds.length > 0 && <CommandShortcut keys={item.kbds} />}
                    {item.children && (
                      <span className={cn(itemMutedClass, !item.kbds?.length && 'ms-auto')}>
                        <ChevronRightIcon />
                      </span>
                    )}
                  </CommandItem>
                ))
              )}
            </CommandGroup>
          ) : null,
        )}
      </CommandList>
      <div
        role="status"
        data-slot="command-palette-status"
        className={cn('px-4 text-center text-sm text-muted', empty && 'py-6')}
      >
        {empty ? emptyText : loading ? <span className="sr-only">{t('loading')}</span> : null}
      </div>
    </Command>
  )
}

export interface ShortcutOptions {
  /** The key pressed with Ctrl (⌘ on Apple). Default `k`. */
  key?: string
  enabled?: boolean
}

/** Calls `onTrigger` on Ctrl+K / ⌘K (or another key) anywhere on the page. */
export function useCommandPaletteShortcut(
  onTrigger: () => void,
  { key = 'k', enabled = true }: ShortcutOptions = {},
) {
  const trigger = React.useEffectEvent(onTrigger)
  React.useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.shiftKey || !(event.metaKey || event.ctrlKey)) return
      if (event.key.toLowerCase() !== key.toLowerCase()) return
      event.preventDefault()
      trigger()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [key, enabled])
}

export interface CommandPaletteDialogProps extends Omit<CommandPaletteProps, 'onClose'> {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The key that toggles the palette with Ctrl/⌘; `false` for none. Default `k`. */
  shortcut?: string | false
  /** Keep the palette open after an item is chosen. */
  keepOpen?: boolean
}

/** The command palette in a modal dialog, toggled with Ctrl+K / ⌘K. */
export function CommandPaletteDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  shortcut = 'k',
  keepOpen = false,
  onSelect,
  label,
  ...props
}: CommandPaletteDialogProps) {
  const { t } = useLocale()
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  useCommandPaletteShortcut(() => setOpen(!open), {
    key: shortcut || undefined,
    enabled: shortcut !== false,
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-slot="command-palette-dialog"
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <VisuallyHidden.Root asChild>
          <DialogTitle>{label ?? t('commandPalette')}</DialogTitle>
        </VisuallyHidden.Root>
        <CommandPalette
          {...props}
          label={label}
          onClose={() => setOpen(false)}
          onSelect={(item) => {
            onSelect?.(item)
            if (!keepOpen) setOpen(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
