import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'

import { ConfirmDialog } from './confirm-dialog'
import { confirmDialogGuide } from './confirm-dialog.guide'

/** A promise the story settles by hand, to look at the pending state. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const meta = {
  title: 'Components/Confirm dialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel this booking?',
    description: 'The guest is emailed and the room is freed.',
    confirmLabel: 'Cancel booking',
    cancelLabel: 'Keep booking',
    color: 'error',
    trigger: <Button color="error">Cancel booking…</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    // Controlled from outside, the trigger could no longer open it.
    open: { control: false },
  },
  parameters: { docs: { guide: confirmDialogGuide } },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: the trigger, the dialog closed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel booking…' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Open: the question, what follows, and the safe choice focused first. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking…' }))
    const dialog = await screen.findByRole('alertdialog', { name: String(args.title) })
    await expect(dialog).toHaveAccessibleDescription(String(args.description))
    // The safe choice has focus first.
    await expect(
      within(dialog).getByRole('button', { name: String(args.cancelLabel) }),
    ).toHaveFocus()
    await expect(
      within(dialog).getByRole('button', { name: String(args.confirmLabel) }),
    ).toBeEnabled()
  },
}

/** Confirming runs the action once and closes the dialog. */
export const ConfirmCloses: Story = {
  name: 'Confirming runs the action and closes the dialog',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking…' }))
    const dialog = await screen.findByRole('alertdialog', { name: String(args.title) })
    await expect(
      within(dialog).getByRole('button', { name: String(args.cancelLabel) }),
    ).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: String(args.confirmLabel) }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const CancelAndEscape: Story = {
  name: 'Keep booking and Escape close it without acting',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel booking…' })
    await userEvent.click(trigger)
    let dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(trigger).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    dialog = await screen.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

const pendingAction = { current: deferred() }

/** The action runs for a while: the button spins, and nothing closes the dialog meanwhile. */
export const Pending: Story = {
  args: {
    onConfirm: fn(() => pendingAction.current.promise),
  },
  beforeEach: () => {
    pendingAction.current = deferred()
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking…' }))
    const dialog = await screen.findByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' })
    await userEvent.click(confirm)

    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(confirm).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeDisabled()
    // Escape does nothing while the action runs, and a second click does not run it again.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(confirm, { pointerEventsCheck: 0 })
    await expect(screen.getByRole('alertdialog')).toBeVisible()
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The pending action succeeds: the dialog closes. */
export const PendingThenSuccess: Story = {
  ...Pending,
  name: 'A pending action that succeeds closes the dialog',
  tags: ['test-case'],
  play: async (context) => {
    await Pending.play!(context)
    pendingAction.current.resolve()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** The action fails: the dialog stays open and shows the error. */
export const Failure: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error('The booking system is not answering.')
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking…' }))
    const dialog = await screen.findByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' })
    await userEvent.click(confirm)
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('The booking system is not answering.')
    await expect(confirm).toBeEnabled()
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false)
  },
}

/** After a failure a retry can succeed, and the dialog closes. */
export const RetryAfterFailure: Story = {
  name: 'A retry after a failure can succeed and close the dialog',
  tags: ['test-case'],
  args: {
    onConfirm: fn(() => pendingAction.current.promise),
  },
  beforeEach: () => {
    pendingAction.current = deferred()
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking…' }))
    const dialog = await screen.findByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')

    pendingAction.current.reject(new Error('The booking system is not answering.'))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('The booking system is not answering.')
    await expect(screen.getByRole('alertdialog')).toBeVisible()
    await expect(confirm).not.toHaveAttribute('aria-busy')
    await expect(confirm).toBeEnabled()
    await expect(confirm).toHaveAccessibleDescription('The booking system is not answering.')

    // Try again: this time it works, and the dialog closes.
    pendingAction.current = deferred()
    await userEvent.click(confirm)
    await expect(within(dialog).queryByRole('alert')).toBeNull()
    pendingAction.current.resolve()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).toHaveBeenCalledTimes(2)
  },
}
