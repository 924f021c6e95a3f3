/** Shared by the date picker stories: a picker wired to state and an <output> showing its value. */
import { format } from 'date-fns'
import * as React from 'react'

import { DatePicker } from './date-picker'
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field'
import type { DatePickerMode, DatePickerProps, DatePickerValues } from './types'

/** Wednesday 14 January 2026: "today" in every story, so they do not depend on the clock. */
export const TODAY = new Date(2026, 0, 14)

/** Builds a local date; `month` is 1-based here for readability. */
export const day = (year: number, month: number, date: number) => new Date(year, month - 1, date)

/** The value as JSON with days written `yyyy-MM-dd` (local), so it reads the same in any zone. */
export function showValue(value: unknown): string {
  const plain = (v: unknown): unknown => {
    if (v instanceof Date) return format(v, 'yyyy-MM-dd')
    if (Array.isArray(v)) return v.map(plain)
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
    }
    return v ?? null
  }
  return JSON.stringify(plain(value))
}

type DemoProps = DatePickerFieldProps & { field?: boolean }

/** A picker (inline, or in a field with `field`) keeping its value in state and showing it. */
export function ValueDemo({ field, ...props }: DemoProps) {
  const [value, setValue] = React.useState<DatePickerValues[DatePickerMode] | null>(
    props.defaultValue ?? null,
  )
  const onChange = (next: DatePickerValues[DatePickerMode] | null) => {
    setValue(next)
    ;(props.onChange as ((v: typeof next) => void) | undefined)?.(next)
  }
  const wired = { ...props, defaultValue: undefined, value, onChange }
  return (
    <div className="flex flex-col items-start gap-3">
      {field ? (
        <DatePickerField {...(wired as DatePickerFieldProps)} />
      ) : (
        <DatePicker {...(wired as DatePickerProps)} />
      )}
      <p className="text-sm text-muted">
        Value: <output aria-label="Picked value">{showValue(value)}</output>
      </p>
    </div>
  )
}

/** A story on the catalogue's phone viewport, 390 × 844 (the story run resizes the page to it). */
export const ON_A_PHONE = {
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const
