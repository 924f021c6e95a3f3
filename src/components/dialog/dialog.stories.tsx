import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'
import { FormField } from '@/components/form-field'
import { Input } from '@/components/input'

import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'
import { dialogGuide } from './dialog.guide'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  // Controlled from outside, the trigger could no longer open it.
  argTypes: { open: { control: false } },
  parameters: { docs: { guide: dialogGuide } },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Edit guest</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit guest</DialogTitle>
          <DialogDescription>Changes apply to every booking of this guest.</DialogDescription>
        </DialogHeader>
        <FormField label="Name">
          <Input defaultValue="Ada Lovelace" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="neutral">
              Cancel
            </Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: the trigger, the dialog closed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit guest' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** The trigger opens it, focus moves to the first field; the close button closes it. */
export const OpenAndClose: Story = {
  name: 'The trigger opens it and the close button closes it',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit guest' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Edit guest' })
    await expect(dialog).toHaveAccessibleDescription(
      'Changes apply to every booking of this guest.',
    )
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    // Focus moves inside, to the first field.
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

export const EscapeCloses: Story = {
  name: 'Tab stays inside and Escape closes',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit guest' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Edit guest' })
    // Tab stays inside the dialog: field, Cancel, Save, Close, then round to the field.
    for (const name of ['Cancel', 'Save', 'Close']) {
      await userEvent.tab()
      await expect(within(dialog).getByRole('button', { name })).toHaveFocus()
    }
    await userEvent.tab()
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

/** Left open, so the accessibility check covers the open dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit guest' })
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(canvasElement.closest('[aria-hidden="true"]')).not.toBeNull()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await expect(close).toHaveAttribute('data-slot', 'dialog-close-button')
  },
}

/** A dialog that closes only by its own button (and Escape): no close button in the corner. */
export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent showCloseButton={false} aria-describedby={undefined} size="sm">
        <DialogTitle>Booking saved</DialogTitle>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Booking saved' })
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible()
  },
}

/** Its own button closes a dialog without a close button. */
export const DoneCloses: Story = {
  ...WithoutCloseButton,
  name: 'Done closes a dialog without a close button',
  tags: ['test-case'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Booking saved' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}
