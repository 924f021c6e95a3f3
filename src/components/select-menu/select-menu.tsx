import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { CheckIcon, ChevronDownIcon, PlusIcon, XIcon } from 'lucide-react'
import * as React from 'react'

import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  Highlight,
  itemMutedClass,
} from '@/components/command-palette/command'
import { fuzzyFilter } from '@/components/command-palette/fuzzy'
import { useFormField, useFormFieldControl } from '@/components/form-field/form-field-context'
import { inputVariants } from '@/components/input/input'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/popover'

export interface SelectMenuItem {
  value: string
  label: string
  /** Muted text after the label; not searched. */
  description?: React.ReactNode
  /** More words that find this item. */
  keywords?: readonly string[]
  disabled?: boolean
}

interface CommonProps extends Pick<
  React.AriaAttributes,
  'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid'
> {
  items: readonly SelectMenuItem[]
  /** Shown in the trigger when nothing is chosen. Default "Select an option". */
  placeholder?: string
  /** Offers 'Create "{label}"' for the typed label; add the item (and choose it) in response. */
  onCreate?: (label: string) => void
  /** When it shows: `empty` (default), no item matches; `always`, no label is exactly the text. */
  createWhen?: 'empty' | 'always'
  defaultOpen?: boolean
  /** Submitted with a form under this name (one field a value when multiple). */
  name?: string
  id?: string
  disabled?: boolean
  required?: boolean
  className?: string
}

export interface SingleSelectMenuProps extends CommonProps {
  multiple?: false
  value?: string | null
  defaultValue?: string | null
  onValueChange?: (value: string | null) => void
}

export interface MultipleSelectMenuProps extends CommonProps {
  multiple: true
  value?: readonly string[]
  defaultValue?: readonly string[]
  onValueChange?: (value: string[]) => void
}

export type SelectMenuProps = SingleSelectMenuProps | MultipleSelectMenuProps

/**
 * A combobox (Radix Popover + cmdk) for long, searchable or creatable lists, one value or several
 * (as removable chips); for a short fixed list use Select.
 */
export function SelectMenu(props: SelectMenuProps) {
  const { items, placeholder, onCreate, createWhen = 'empty', name, className } = props
  const { t } = useLocale()
  const { required, disabled, ...field } = useFormFieldControl(props)
  const formField = useFormField()
  const contentId = React.useId()
  // The field's label names the trigger, the popup and the list, unless the select has its own id.
  const fieldLabelId = formField && field.id === formField.id ? formField.labelId : undefined
  const labelledBy = props['aria-labelledby'] ?? (props['aria-label'] ? undefined : fieldLabelId)
  // cmdk names its search box with a string: the select's own label, else the search placeholder.
  const searchLabel = props['aria-label'] ?? t('searchPlaceholder')

  // The value as an array either way: none, one or several.
  const [selected, setSelected] = useControllableState<readonly string[]>({
    prop: props.value === undefined ? undefined : [props.value ?? []].flat(),
    defaultProp: [props.defaultValue ?? []].flat(),
    onChange: (next) =>
      props.multiple ? props.onValueChange?.([...next]) : props.onValueChange?.(next[0] ?? null),
  })
  const [open, setOpenState] = React.useState(props.defaultOpen ?? false)
  const [query, setQuery] = React.useState('')
  const setOpen = (next: boolean) => {
    if (!next) setQuery('')
    setOpenState(next)
  }

  const results = fuzzyFilter(items, query)
  const typed = query.trim()
  const showCreate =
    onCreate !== undefined &&
    typed !== '' &&
    !items.some((item) => item.label.toLowerCase() === typed.toLowerCase()) &&
    (createWhen === 'always' || results.length === 0)
  const empty = results.length === 0 && !showCreate
  const labelOf = (value: string) => items.find((item) => item.value === value)?.label ?? value
  const toggle = (value: string) =>
    setSelected(
      selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value],
    )

  const trigger = (
    <PopoverTrigger asChild>
      <button
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-slot="select-menu-trigger"
        aria-label={props['aria-label']}
        aria-labelledby={labelledBy}
        aria-required={required || undefined}
        disabled={disabled}
        {...field}
        // Arrow keys open the list; a typed character opens it and starts the search.
        onKeyDown={(event) => {
          const char = event.key.length === 1 && event.key !== ' '
          if (open || event.ctrlKey || event.metaKey || event.altKey) return
          if (!char && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          setOpen(true)
          if (char) setQuery(event.key)
        }}
        className={cn(
          'flex cursor-pointer items-center justify-between gap-2 text-start',
          props.multiple
            ? 'min-h-7 min-w-16 flex-1 rounded-sm outline-none focus-visible:outline-none disabled:cursor-not-allowed'
            : [inputVariants(), className],
        )}
      >
        <span
          data-slot="select-menu-value"
          className={cn('truncate', selected.length === 0 && 'text-muted')}
        >
          {selected.length === 0
            ? (placeholder ?? t('selectPlaceholder'))
            : !props.multiple && labelOf(selected[0]!)}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-muted" />
      </button>
    </PopoverTrigger>
  )

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {props.multiple ? (
        <PopoverAnchor asChild>
          <div
            data-slot="select-menu"
            data-disabled={disabled || undefined}
            className={cn(
              inputVariants(),
              'flex h-auto min-h-9 flex-wrap items-center gap-1 py-1 ps-1.5 has-aria-invalid:ring-error has-[[data-slot=select-menu-trigger]:focus-visible]:ring-2 has-[[data-slot=select-menu-trigger]:focus-visible]:ring-primary data-disabled:cursor-not-allowed data-disabled:opacity-60',
              className,
            )}
          >
            {selected.map((value) => (
              <span
                key={value}
                data-slot="select-menu-chip"
                className="inline-flex h-6 items-center gap-1 rounded-sm bg-accented ps-2 pe-0.5 text-xs text-fg"
              >
                {labelOf(value)}
                <button
                  type="button"
                  data-slot="select-menu-chip-remove"
                  aria-label={t('removeItem', { label: labelOf(value) })}
                  disabled={disabled}
                  onClick={() => toggle(value)}
                  className="grid size-5 cursor-pointer place-items-center rounded-sm text-muted hover:bg-elevated hover:text-fg disabled:cursor-not-allowed [&_svg]:size-3"
                >
                  <XIcon strokeWidth={2.5} />
                </button>
              </span>
            ))}
            {trigger}
          </div>
        </PopoverAnchor>
      ) : (
        trigger
      )}
      {name !== undefined &&
        (selected.length ? selected : ['']).map((value) => (
          <input key={value} type="hidden" name={name} value={value} />
        ))}
      <PopoverContent
        data-slot="select-menu-content"
        id={contentId}
        align="start"
        aria-label={labelledBy ? undefined : (props['aria-label'] ?? t('selectPlaceholder'))}
        aria-labelledby={labelledBy}
        className="w-(--radix-popover-trigger-width) min-w-48 p-0"
      >
        <Command shouldFilter={false} label={searchLabel} className="bg-elevated">
          <div className="border-b border-border px-3">
            <CommandInput
              value={query}
              onValueChange={setQuery}
              placeholder={t('searchPlaceholder')}
            />
          </div>
          <CommandList label={searchLabel} aria-labelledby={labelledBy} className="max-h-72">
            {!empty && (
              <CommandGroup value="items">
                {results.map(({ item, ranges }) => (
                  <CommandItem
                    key={item.value}
                    value={item.value}
                    disabled={item.disabled}
                    aria-checked={selected.includes(item.value)}
                    onSelect={() => {
                      // Each search starts afresh: "Wi", Enter, "Tel" finds "Tel", not "WiTel".
                      setQuery('')
                      if (props.multiple) return toggle(item.value)
                      setSelected([item.value])
                      setOpen(false)
                    }}
                  >
                    <Highlight text={item.label} ranges={ranges} />
                    {item.description && (
                      <span className={cn('truncate', itemMutedClass)}>{item.description}</span>
                    )}
                    <CheckIcon
                      data-slot="select-menu-check"
                      strokeWidth={2.5}
                      className="invisible ms-auto text-primary group-aria-checked/item:visible"
                    />
                  </CommandItem>
                ))}
                {showCreate && (
                  <CommandItem
                    value={'\u0000create'}
                    data-slot="select-menu-create"
                    onSelect={() => {
                      onCreate(typed)
                      setQuery('')
                      if (!props.multiple) setOpen(false)
                    }}
                  >
                    <PlusIcon className={itemMutedClass} />
                    <span className="truncate">{t('create', { label: typed })}</span>
                  </CommandItem>
                )}
              </CommandGroup>
            )}
          </CommandList>
          <div
            role="status"
            data-slot="select-menu-status"
            className={cn('px-3 text-center text-sm text-muted', empty && 'py-6')}
          >
            {empty ? t(typed ? 'noMatch' : 'noData') : null}
          </div>
        </Command>
      </PopoverContent>
    </Popover>
  )
}
