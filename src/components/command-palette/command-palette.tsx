import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from 'lucide-react'
import * as React from 'react'

import { Button, CloseIconButton, Spinner } from '@/components/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/dialog'
import { Kbd } from '@/components/kbd'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  Highlight,
  itemMutedClass,
} from './command'
import { fuzzyFilter, matchRanges } from './fuzzy'

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
  /** Async items for the query (debounced; the previous request's signal aborts), shown as returned. */
  search?: (query: string, signal: AbortSignal) => Promise<CommandPaletteItem[]>
  /** Milliseconds to wait after typing before `search` runs. Default 200. */
  debounce?: number
}

export interface CommandPaletteProps extends Omit<
  React.ComponentProps<typeof Command>,
  'onSelect' | 'filter' | 'shouldFilter' | 'children'
> {
  groups: readonly CommandPaletteGroup[]
  /** Called for every chosen item (after the item's own `onSelect`), not for page items. */
  onSelect?: (item: CommandPaletteItem) => void
  /** Shows a close button (labelled "Close") that calls this. */
  onClose?: () => void
}

/** At most this many results a group. */
const LIMIT = 12

/**
 * Runs every async group's `search(query)`, debounced, aborting the one a newer query replaces.
 * Returns a group's items by id, `undefined` while loading (an answer for an older query or set
 * of groups counts as loading). Keyed by ids, so an inline array of groups restarts nothing.
 */
function useSearchResults(groups: readonly CommandPaletteGroup[], query: string) {
  const searchable = React.useEffectEvent(() => groups.filter((group) => group.search))
  const asyncIds = groups.flatMap((group) => (group.search ? [group.id] : [])).join('\u0000')
  const run = `${asyncIds}\u0001${query}`
  const [found, setFound] = React.useState<
    Record<string, { run: string; items: CommandPaletteItem[] }>
  >({})

  React.useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const timers = searchable().map((group) =>
      setTimeout(async () => {
        const items = await group.search!(query, signal).catch((error: unknown) => {
          if (!signal.aborted) console.error(`Search in group "${group.id}" failed`, error)
          return []
        })
        if (!signal.aborted) setFound((previous) => ({ ...previous, [group.id]: { run, items } }))
      }, group.debounce ?? 200),
    )
    return () => {
      timers.forEach(clearTimeout)
      controller.abort()
    }
  }, [run, query])

  return (id: string) => (found[id]?.run === run ? found[id].items : undefined)
}

/**
 * A searchable list of commands in groups (cmdk). Fuzzy search with highlighted matches, at
 * most 12 results a group, async groups with a loading state, nested pages (Backspace in an
 * empty search goes back), and "No matching data" / "No data" when there is nothing to show.
 */
export function CommandPalette({
  groups,
  onSelect,
  onClose,
  className,
  ...props
}: CommandPaletteProps) {
  const { t } = useLocale()
  // The items whose nested pages are open, the last one shown.
  const [pages, setPages] = React.useState<CommandPaletteItem[]>([])
  const page = pages.at(-1)
  const pageGroups = page?.children ?? groups
  const [query, setQuery] = React.useState('')
  const inputRef = React.useRef<HTMLInputElement>(null)
  const resultsOf = useSearchResults(pageGroups, query)

  // The groups with something to show: results, or a search still loading.
  const shown = pageGroups
    .map((group) => {
      if (!group.search) return { group, results: fuzzyFilter(group.items ?? [], query, LIMIT) }
      // Async items are shown as returned, only highlighted.
      const items = resultsOf(group.id)
      const results = (items ?? [])
        .slice(0, LIMIT)
        .map((item) => ({ item, ranges: matchRanges(query, item.label) }))
      return { group, loading: !items, results }
    })
    .filter((entry) => entry.loading || entry.results.length > 0)

  const goTo = (next: CommandPaletteItem[]) => {
    setPages(next)
    setQuery('')
    inputRef.current?.focus()
  }
  const back = () => goTo(pages.slice(0, -1))

  const choose = (item: CommandPaletteItem) => {
    if (item.children) return goTo([...pages, item])
    item.onSelect?.(item)
    onSelect?.(item)
  }

  return (
    <Command
      data-slot="command-palette"
      label={t('commandPalette')}
      shouldFilter={false}
      className={cn('bg-surface', className)}
      {...props}
    >
      <div
        data-slot="command-palette-header"
        className="flex items-center gap-2 border-b border-border px-3"
      >
        {page ? (
          <Button
            variant="ghost"
            color="neutral"
            size="xs"
            data-slot="command-palette-back"
            leading={<ChevronLeftIcon />}
            onClick={back}
          >
            {t('back')}
          </Button>
        ) : (
          <SearchIcon className="size-4 shrink-0 text-muted" />
        )}
        <CommandInput
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          placeholder={page?.placeholder ?? t('commandPlaceholder')}
          onKeyDown={(event) => event.key === 'Backspace' && query === '' && page && back()}
          className="h-12"
        />
        {onClose && <CloseIconButton data-slot="command-palette-close" onClick={onClose} />}
      </div>
      {page && (
        <div data-slot="command-palette-page" className="px-4 pt-2 text-xs text-muted">
          {page.label}
        </div>
      )}
      <CommandList label={t('commandPalette')} className="max-h-96 p-1">
        {shown.map(({ group, loading, results }) => (
          <CommandGroup key={group.id} value={group.id} heading={group.label}>
            {loading && (
              // Decorative: the status region below announces loading.
              <div
                data-slot="command-loading"
                aria-hidden="true"
                className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted"
              >
                <Spinner />
                {t('loading')}
              </div>
            )}
            {results.map(({ item, ranges }) => (
              <CommandItem
                key={item.id}
                value={`${group.id}:${item.id}`}
                onSelect={() => choose(item)}
              >
                {item.icon && (
                  <span data-slot="command-palette-icon" className={itemMutedClass}>
                    {item.icon}
                  </span>
                )}
                <Highlight text={item.label} ranges={ranges} />
                {item.suffix && (
                  <span
                    data-slot="command-palette-suffix"
                    className={cn('truncate', itemMutedClass)}
                  >
                    {item.suffix}
                  </span>
                )}
                {item.kbds?.length ? (
                  <span
                    data-slot="command-shortcut"
                    className="ms-auto flex shrink-0 items-center gap-0.5"
                  >
                    {item.kbds.map((key) => (
                      <Kbd key={key} value={key} size="sm" />
                    ))}
                  </span>
                ) : null}
                {item.children && (
                  <span className={cn(itemMutedClass, !item.kbds?.length && 'ms-auto')}>
                    <ChevronRightIcon />
                  </span>
                )}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
      <div
        role="status"
        data-slot="command-palette-status"
        className={cn('px-4 text-center text-sm text-muted', shown.length === 0 && 'py-6')}
      >
        {shown.length === 0
          ? t(query.trim() ? 'noMatch' : 'noData')
          : shown.some((entry) => entry.loading) && <span className="sr-only">{t('loading')}</span>}
      </div>
    </Command>
  )
}

export interface CommandPaletteDialogProps extends Omit<CommandPaletteProps, 'onClose'> {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/** The command palette in a modal dialog, toggled with Ctrl+K / ⌘K; choosing an item closes it. */
export function CommandPaletteDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSelect,
  ...props
}: CommandPaletteDialogProps) {
  const { t } = useLocale()
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.shiftKey || !(event.metaKey || event.ctrlKey)) return
      if (event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      setOpen((was) => !was)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [setOpen])
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-slot="command-palette-dialog"
        showCloseButton={false}
        aria-describedby={undefined}
        // On a phone it fills the screen, its list as tall as the screen allows.
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 max-sm:top-0 max-sm:h-dvh max-sm:max-h-none max-sm:rounded-none max-sm:pb-0 sm:max-w-xl max-sm:[&_[cmdk-list]]:max-h-[calc(100dvh-7rem)]"
      >
        <DialogTitle className="sr-only">{t('commandPalette')}</DialogTitle>
        <CommandPalette
          {...props}
          onClose={() => setOpen(false)}
          onSelect={(item) => {
            onSelect?.(item)
            setOpen(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
