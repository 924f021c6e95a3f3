import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as React from 'react'

import { Button } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import type { ColorRole } from '@/components/theme/tokens'

import { dialogContentVariants, overlayClass } from './dialog'

export interface ConfirmDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (rendered as the trigger, `asChild`). */
  trigger?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  /** More content between the description and the buttons. */
  children?: React.ReactNode
  confirmLabel?: React.ReactNode
  cancelLabel?: React.ReactNode
  /** The confirm button's colour; `error` for destructive actions. */
  color?: ColorRole
  /**
   * Runs on confirm. While its promise is pending the confirm button shows a spinner and the
   * dialog cannot be dismissed; on success the dialog closes, on failure it stays open and
   * shows the error.
   */
  onConfirm: () => unknown
  /** Turns a failure into the message shown; defaults to the error's own message. */
  errorMessage?: (error: unknown) => React.ReactNode
}

const defaultErrorMessage = (error: unknown): React.ReactNode =>
  error instanceof Error ? error.message : String(error)

/** Asks before an action (Radix AlertDialog), handling an async action's pending and failure. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  color = 'primary',
  onConfirm,
  errorMessage = defaultErrorMessage,
}: ConfirmDialogProps) {
  const { t } = useLocale()
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  })
  const [pending, setPending] = React.useState(false)
  const [error, setError] = React.useState<{ value: unknown } | null>(null)
  const errorId = React.useId()

  const setOpen = (next: boolean) => {
    if (next) setError(null)
    setOpenState(next)
  }

  const confirm = async (event: React.MouseEvent) => {
    // Radix would close at once; close only when the action succeeds.
    event.preventDefault()
    if (pending) return
    setError(null)
    setPending(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch (caught) {
      setError({ value: caught })
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialogPrimitive.Root
      data-slot="confirm-dialog"
      open={open}
      onOpenChange={(next) => {
        if (!pending || next) setOpen(next)
      }}
    >
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className={overlayClass} />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog-content"
          aria-busy={pending || undefined}
          className={cn(dialogContentVariants({ size: 'sm' }))}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault()
          }}
          {...(description || error ? {} : { 'aria-describedby': undefined })}
        >
          <div data-slot="confirm-dialog-header" className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-6 font-semibold">
              {title}
            </AlertDialogPrimitive.Title>
            {description && (
              <AlertDialogPrimitive.Description className="text-sm text-muted">
                {description}
              </AlertDialogPrimitive.Description>
            )}
          </div>
          {children}
          {error && (
            <p
              id={errorId}
              role="alert"
              data-slot="confirm-dialog-error"
              className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
            >
              {errorMessage(error.value)}
            </p>
          )}
          <div
            data-slot="confirm-dialog-footer"
            className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          >
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" color="neutral" disabled={pending}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button
                color={color}
                loading={pending}
                aria-describedby={error ? errorId : undefined}
                onClick={confirm}
              >
                {confirmLabel ?? t('confirm')}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
