import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { cva, type VariantProps } from 'class-variance-authority'
import { MinusIcon, PlusIcon } from 'lucide-react'
import * as React from 'react'

import { useFormFieldControl } from '@/components/form-field/form-field-context'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { decimalsOf, parseNumber, snapToStep } from './number'

const numberInputVariants = cva(
  'flex w-full min-w-0 items-stretch overflow-hidden rounded-md bg-elevated text-fg ring-1 ring-border transition-colors ring-inset focus-within:ring-2 focus-within:ring-primary has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 has-[input[aria-invalid=true]]:ring-error',
  {
    variants: {
      size: {
        sm: 'h-8 text-sm [&_svg]:size-3.5',
        md: 'h-9 text-sm [&_svg]:size-4',
        lg: 'h-10 text-base [&_svg]:size-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

/** Steps each key moves the value by; Home and End go to min and max. */
const KEY_STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }

export interface NumberInputProps
  extends
    Omit<
      React.ComponentProps<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size'
    >,
    VariantProps<typeof numberInputVariants> {
  value?: number | null
  defaultValue?: number | null
  /** Called with the committed value: on a step, on Enter and on blur. */
  onValueChange?: (value: number | null) => void
  min?: number
  max?: number
  /** Step for the buttons and arrow keys; typed values snap to it. Default 1. */
  step?: number
  decrementLabel?: string
  incrementLabel?: string
}

/**
 * A number field with − and + buttons (a `spinbutton`). Arrow keys step, Page Up/Down step
 * ten times, Home/End go to min/max; typed text is read on Enter or blur, snapped to the step
 * and clamped. Text that is not a number is dropped and the last value comes back.
 */
export function NumberInput({
  className,
  size,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  decrementLabel,
  incrementLabel,
  onKeyDown,
  onBlur,
  ...props
}: NumberInputProps) {
  const { t } = useLocale()
  const generatedId = React.useId()
  const field = useFormFieldControl(props)
  const inputId = field.id ?? generatedId
  const bounds = { min, max, step }
  // Fails loudly on impossible bounds instead of behaving strangely.
  snapToStep(min ?? 0, bounds)

  const [value, setControllableValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  })
  const [draft, setDraft] = React.useState<string | null>(null)
  const decimals = decimalsOf(step)
  const format = (n: number | null) =>
    n === null ? '' : decimals > 0 ? n.toFixed(decimals) : String(n)

  const setValue = (next: number | null) => {
    setDraft(null)
    setControllableValue(next)
  }

  /** Reads the typed text; returns the value now in force. */
  const commit = (): number | null => {
    if (draft === null) return value
    const parsed = parseNumber(draft)
    // Text that is not a number brings the last value back.
    const next = parsed === null ? null : Number.isNaN(parsed) ? value : snapToStep(parsed, bounds)
    setValue(next)
    return next
  }

  const stepBy = (steps: number) => {
    const from = commit()
    // An empty field starts at min (or 0).
    setValue(from === null ? snapToStep(min ?? 0, bounds) : snapToStep(from, bounds, steps))
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || props.readOnly) return
    if (event.key === 'Enter') return void commit()
    const steps = KEY_STEPS[event.key]
    const edge = event.key === 'Home' ? min : event.key === 'End' ? max : undefined
    if (steps !== undefined) stepBy(steps)
    else if (edge !== undefined) setValue(snapToStep(edge, bounds))
    else return
    event.preventDefault()
  }

  const stepButton = (direction: 1 | -1) => {
    const up = direction > 0
    const limit = up ? max : min
    const atLimit = value !== null && limit !== undefined && (up ? value >= limit : value <= limit)
    return (
      <button
        type="button"
        data-slot={up ? 'number-input-increment' : 'number-input-decrement'}
        tabIndex={-1}
        aria-label={up ? (incrementLabel ?? t('increment')) : (decrementLabel ?? t('decrement'))}
        aria-controls={inputId}
        disabled={field.disabled || props.readOnly || atLimit}
        onClick={() => stepBy(direction)}
        className="grid w-9 shrink-0 cursor-pointer place-items-center text-muted transition-colors hover:bg-accented hover:text-fg disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
      >
        {up ? <PlusIcon /> : <MinusIcon />}
      </button>
    )
  }

  return (
    <div data-slot="number-input" className={cn(numberInputVariants({ size }), className)}>
      {stepButton(-1)}
      <input
        data-slot="number-input-input"
        role="spinbutton"
        inputMode={decimals > 0 || (min ?? 0) < 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        className="w-full min-w-0 bg-transparent px-1 text-center tabular-nums outline-none placeholder:text-muted focus-visible:outline-none disabled:cursor-not-allowed"
        {...props}
        {...field}
        id={inputId}
        value={draft ?? format(value)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          commit()
          onBlur?.(event)
        }}
      />
      {stepButton(1)}
    </div>
  )
}
