import { Calendar, Clock, X } from 'lucide-react'
import * as React from 'react'

import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import type * as PopoverParts from '@/components/popover'

import { DatePicker, preloadDatePickerView, useDatePickerValue } from './date-picker'
import { formatDatePickerValue } from './format-value'
import type { DatePickerMode, DatePickerProps, DatePickerValues } from './types'

export type DatePickerFieldProps = DatePickerProps & {
  /** Shown while nothing is picked. */
  placeholder?: string
  /** Show a clear button while a value is picked (default true). */
  clearable?: boolean
  /** Disables the whole field. */
  disabled?: boolean
  /** The trigger's id, for a `<label htmlFor>`. */
  id?: string
  /** The id of a visible label; the trigger is named by it and its value. */
  'aria-labelledby'?: string
  /** Classes for the trigger button. */
  triggerClassName?: string
  /** The first signs of opening (pointer over, focus, touch): the time to load what it will show. */
  onIntent?: () => void
}

/** The popover's code, once loaded: a chunk of its own, with Radix and Floating UI. */
let popover: typeof PopoverParts | undefined

/** Loads the popover's and the picker's code for `mode`; both are then drawn without waiting. */
function warm(mode: DatePickerMode): Promise<unknown> {
  const loadPopover = import('@/components/popover').then((m) => (popover = m))
  return Promise.all([loadPopover, preloadDatePickerView(mode)])
}

/**
 * A date picker in a field: a button showing the value opens the picker in a popover. Only this
 * small module loads with the page; the popover and the views load on the first intent.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const {
    placeholder,
    clearable = true,
    disabled,
    id,
    'aria-labelledby': labelledBy,
    triggerClassName,
    onIntent,
    className,
    ...pickerProps
  } = props
  const { mode, 'aria-label': label } = props
  const { t, locale } = useLocale()
  const [value, setValue] = useDatePickerValue(props)
  const [open, setOpen] = React.useState(false)
  // The popover's code failed to load (offline, or a deployment that removed it): say so.
  const [loadFailed, setLoadFailed] = React.useState(false)
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const ids = React.useId()
  const [valueId, contentId, errorId] = [`${ids}-value`, `${ids}-content`, `${ids}-error`]
  const text = formatDatePickerValue(mode, value, locale.code, t)
  const prompt = t(mode === 'time' ? 'calendar.pickTime' : 'calendar.pickDate')
  const Icon = mode === 'time' ? Clock : Calendar

  // A failed preload is not an error yet: opening tries again and says so if it fails.
  const preload = () => {
    warm(mode).catch(() => {})
    onIntent?.()
  }
  const toggle = () => {
    setLoadFailed(false)
    if (open) return setOpen(false)
    void warm(mode).then(
      () => setOpen(true),
      () => setLoadFailed(true),
    )
  }
  const picked = (next: DatePickerValues[DatePickerMode] | null) => {
    setValue(next)
    // A pick is complete in one go, and closes the popover, except in multiple and time modes.
    if (next !== null && mode !== 'multiple' && mode !== 'time') setOpen(false)
  }
  const clear = clearable && value !== null

  return (
    <div
      data-slot="date-picker-field"
      data-mode={mode}
      className={cn('relative inline-flex w-64', className)}
    >
      <button
        ref={triggerRef}
        id={id}
        type="button"
        disabled={disabled}
        data-slot="date-picker-trigger"
        data-state={open ? 'open' : 'closed'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
        aria-describedby={loadFailed ? errorId : undefined}
        className={cn(
          'flex h-9 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-border bg-elevated px-3 text-left text-sm text-fg transition-colors hover:border-muted disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:border-primary [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted',
          clear && 'pr-9',
          triggerClassName,
        )}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={toggle}
      >
        <Icon />
        {label && !labelledBy ? <span className="sr-only">{`${label}, `}</span> : null}
        <span id={valueId} className={cn('truncate', !text && 'text-muted')}>
          {text || placeholder || prompt}
        </span>
      </button>
      {clear && !disabled ? (
        <button
          type="button"
          data-slot="date-picker-clear"
          aria-label={t('clear')}
          className="absolute inset-y-0 right-1 my-auto flex size-7 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-accented hover:text-fg [&_svg]:size-4"
          onClick={() => {
            setValue(null)
            triggerRef.current?.focus()
          }}
        >
          <X />
        </button>
      ) : null}
      {loadFailed ? (
        <p
          id={errorId}
          role="alert"
          data-slot="date-picker-load-error"
          className="absolute top-full left-0 z-10 mt-1 text-xs text-error"
        >
          {t('calendar.loadFailed')}
        </p>
      ) : null}
      {/* Once loaded, the popover stays mounted (closed). */}
      {popover ? (
        <popover.Popover open={open} onOpenChange={setOpen}>
          <popover.PopoverAnchor virtualRef={triggerRef as React.RefObject<HTMLButtonElement>} />
          <popover.PopoverContent
            id={contentId}
            aria-labelledby={labelledBy}
            aria-label={labelledBy ? undefined : (label ?? prompt)}
            align="start"
            className="w-auto p-3"
            onInteractOutside={(event) => {
              // A press on the trigger toggles the field itself; don't close and reopen.
              if (triggerRef.current?.contains(event.target as Node)) event.preventDefault()
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              triggerRef.current?.focus()
            }}
          >
            <DatePicker
              {...({
                ...pickerProps,
                value,
                onChange: picked,
                focusOnMount: true,
                className: 'border-0 bg-transparent p-0',
              } as DatePickerProps)}
            />
          </popover.PopoverContent>
        </popover.Popover>
      ) : null}
    </div>
  )
}
