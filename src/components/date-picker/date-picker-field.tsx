import * as React from 'react'

import { cn } from '../lib/cn'
import { useLocale } from '../locale'
import { Popover, PopoverContent, PopoverTrigger } from '../popover'
import { assertDatePickerValue } from './date-logic'
import { DatePicker, preloadDatePickerView } from './date-picker'
import { formatDatePickerValue } from './format-value'
import { CalendarIcon, ClockIcon, XIcon } from './icons'
import type { DatePickerMode, DatePickerProps, DatePickerValues } from './types'
import { useControllableState } from './use-controllable-state'

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
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Classes for the trigger button. */
  triggerClassName?: string
}

/** Modes whose pick is complete in one go; the popover closes after it. */
const closesOnPick = new Set<DatePickerMode>([
  'single',
  'range',
  'week',
  'month',
  'year',
  'quarter',
])

/**
 * A date picker in a field: a button showing the formatted value opens a popover with the
 * picker. Escape or a click outside closes it and focus returns to the button. Until it first
 * opens, only this small module and the popover are loaded: the calendar and the grids are
 * separate chunks (preloaded on hover and focus).
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const {
    placeholder,
    clearable = true,
    disabled,
    id,
    'aria-labelledby': labelledBy,
    'aria-label': label,
    open: openProp,
    defaultOpen,
    onOpenChange,
    triggerClassName,
    className,
    value: _value,
    defaultValue,
    onChange,
    ...pickerProps
  } = props
  const { t, locale } = useLocale()
  const valueId = React.useId()
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [value, setValue] = useControllableState<DatePickerValues[DatePickerMode]>({
    value: props.value,
    defaultValue,
    onChange: onChange as ((value: DatePickerValues[DatePickerMode] | null) => void) | undefined,
  })
  const [open, setOpen] = useControllableState<boolean>({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange as ((open: boolean | null) => void) | undefined,
  })

  const mode = props.mode
  assertDatePickerValue(mode, value)
  const text = formatDatePickerValue(mode, value, locale.code, t)
  const Icon = mode === 'time' ? ClockIcon : CalendarIcon
  const preload = () => void preloadDatePickerView(mode)

  const picked = (next: DatePickerValues[DatePickerMode] | null) => {
    setValue(next)
    if (next !== null && closesOnPick.has(mode)) setOpen(false)
  }

  const picker = {
    ...pickerProps,
    value,
    onChange: picked,
    focusOnMount: true,
    'aria-label': label,
    className: 'border-0 bg-transparent p-0',
  } as DatePickerProps

  return (
    <Popover open={open ?? false} onOpenChange={setOpen}>
      <div
        data-slot="date-picker-field"
        data-mode={mode}
        className={cn('relative inline-flex w-64', className)}
      >
        <PopoverTrigger asChild>
          <button
            ref={triggerRef}
            id={id}
            type="button"
            disabled={disabled}
            data-slot="date-picker-trigger"
            aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
            className={cn(
              'flex h-9 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-border bg-elevated px-3 text-left text-sm text-fg transition-colors hover:border-muted disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:border-primary [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted',
              clearable && value !== null && 'pr-9',
              triggerClassName,
            )}
            onPointerEnter={preload}
            onFocus={preload}
          >
            <Icon />
            {label && !labelledBy ? <span className="sr-only">{`${label}, `}</span> : null}
            <span id={valueId} className={cn('truncate', !text && 'text-muted')}>
              {text ||
                placeholder ||
                t(mode === 'time' ? 'calendar.pickTime' : 'calendar.pickDate')}
            </span>
          </button>
        </PopoverTrigger>
        {clearable && value !== null && !disabled ? (
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
            <XIcon />
          </button>
        ) : null}
      </div>
      <PopoverContent
        aria-labelledby={labelledBy}
        aria-label={
          labelledBy
            ? undefined
            : (label ?? t(mode === 'time' ? 'calendar.pickTime' : 'calendar.pickDate'))
        }
        align="start"
        className="w-auto p-3"
      >
        <DatePicker {...picker} />
      </PopoverContent>
    </Popover>
  )
}
