import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as React from 'react'

import { Button } from '@/components/button'
import { useLocale } from '@/components/locale'
import type { ColorRole } from '@/components/theme/tokens'

import { dialogClasses, dialogContentVariants, DialogFooter, DialogHeader } from './dialog'

export interface ConfirmDialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog (rendered as the trigger, `asChild`). */
  trigger?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  confirmLabel?: React.ReactNode
  cancelLabel?: React.ReactNode
  /** The confirm button's colour; `error` for destructive actions. */
  color?: ColorRole
  /**
   * Runs on confirm. While its promise is pending the confirm button shows a spinner and the
   * dialog cannot be dismissed; on success the dialog closes, on failure it stays open and
   * shows the error's message.
   */
  onConfirm: () => unknown
}

/** Asks before an action (Radix AlertDialog), handling an async action's pending and failure. */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  color = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLocale()
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: false,
    onChange: onOpenChange,
  })
  const [pending, setPending] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)
  const errorId = React.useId()

  const confirm = async () => {
    setError(null)
    setPending(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (pending && !next) return
        setError(null)
        setOpen(next)
      }}
    >
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={dialogClasses.overlay}
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog-content"
          aria-busy={pending || undefined}
          className={dialogContentVariants({ size: 'sm' })}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader className="pe-0">
            <AlertDialogPrimitive.Title className={dialogClasses.title}>
              {title}
            </AlertDialogPrimitive.Title>
            {description && (
              <AlertDialogPrimitive.Description className={dialogClasses.description}>
                {description}
              </AlertDialogPrimitive.Description>
            )}
          </DialogHeader>
          {error !== null && (
            <p
              id={errorId}
              role="alert"
              data-slot="confirm-dialog-error"
              className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
            >
              {error}
            </p>
          )}
          <DialogFooter>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" color="neutral" disabled={pending}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              color={color}
              loading={pending}
              aria-describedby={error !== null ? errorId : undefined}
              onClick={confirm}
            >
              {confirmLabel ?? t('confirm')}
            </Button>
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
