import type * as React from 'react'

import { Popover, PopoverAnchor, PopoverContent } from '@/components/popover'

import { DatePicker } from './date-picker'
import type { DatePickerProps } from './types'

export interface DatePickerPopoverProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The field's trigger: the popover is placed against it and hands focus back to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>
  contentId: string
  'aria-label'?: string
  'aria-labelledby'?: string
  picker: DatePickerProps
}

/**
 * The field's popover (Radix Popover with the picker), a chunk of its own: a page that shows a
 * closed field loads neither Radix Popover nor Floating UI until the field is hovered, focused or
 * opened.
 */
export default function DatePickerPopover({
  open,
  onOpenChange,
  triggerRef,
  contentId,
  picker,
  ...labels
}: DatePickerPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef as React.RefObject<HTMLButtonElement>} />
      <PopoverContent
        id={contentId}
        {...labels}
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
        <DatePicker {...picker} />
      </PopoverContent>
    </Popover>
  )
}
