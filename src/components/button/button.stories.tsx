import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'

import { colorRoles } from '@/components/theme/tokens'

import { Button } from './button'
import { buttonGuide } from './button.guide'

/** A promise the play function settles by hand, to hold a handler pending. */
function gate() {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open: () => open() }
}
let pending = gate()
const pendingHandler = () => {
  pending = gate()
  return pending.promise
}

const ArrowRight = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
const Plus = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 5v14M5 12h14" strokeLinecap="round" />
  </svg>
)

const variants = ['solid', 'outline', 'ghost', 'link'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book this room', onClick: fn() },
  argTypes: {
    children: { control: 'text' },
    // The recipe's variants: their descriptions and defaults, which the types cannot carry.
    variant: {
      control: 'inline-radio',
      options: variants,
      description:
        'How much it stands out: solid for the main action, outline or ghost beside it, link within text.',
      table: { defaultValue: { summary: 'solid' } },
    },
    color: {
      control: 'select',
      options: colorRoles,
      description: 'Its colour role: error for destructive actions, neutral for quiet ones.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'inline-radio',
      options: sizes,
      description: 'Its height: 28, 32, 36, 40 or 48 px.',
      table: { defaultValue: { summary: 'md' } },
    },
    square: {
      description: 'As wide as it is high, for an icon alone (give it an `aria-label`).',
      table: { defaultValue: { summary: 'false' } },
    },
    block: {
      description: 'As wide as its container.',
      table: { defaultValue: { summary: 'false' } },
    },
    type: { table: { defaultValue: { summary: 'button' } } },
    // It lends the button's look to an element child, which no control can give.
    asChild: { control: false },
  },
  parameters: { docs: { guide: buttonGuide } },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: a solid primary button. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await expect(button).toHaveAttribute('type', 'button')
    await expect(button).toHaveAttribute('data-slot', 'button')
    await expect(button).toBeEnabled()
  },
}

/** A click runs `onClick` once. */
export const ClickRunsOnClick: Story = {
  name: 'A click runs onClick',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: String(args.children) }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {colorRoles.map((color) => (
            <Button key={color} {...args} variant={variant} color={color}>
              {`${variant} ${color}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * colorRoles.length)
    const solid = canvas.getByRole('button', { name: 'solid error' })
    await expect(solid).toHaveAttribute('data-variant', 'solid')
    await expect(solid).toHaveAttribute('data-color', 'error')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = sizes.map(
      (size) => canvas.getByRole('button', { name: `Size ${size}` }).getBoundingClientRect().height,
    )
    // Each size is taller than the one before it.
    await expect([...heights].sort((a, b) => a - b)).toEqual(heights)
    await expect(new Set(heights).size).toBe(sizes.length)
  },
}

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} leading={<Plus />}>
        New room
      </Button>
      <Button {...args} variant="outline" trailing={<ArrowRight />}>
        Continue
      </Button>
      <Button {...args} variant="ghost" square aria-label="Add a room">
        <Plus />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const iconOnly = canvas.getByRole('button', { name: 'Add a room' })
    const box = iconOnly.getBoundingClientRect()
    await expect(box.width).toBeCloseTo(box.height, 0)
    await expect(canvas.getByRole('button', { name: 'New room' }).querySelector('svg')).not.toBe(
      null,
    )
  },
}

export const AsChild: Story = {
  args: { asChild: true, variant: 'outline', children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#rooms">See the rooms</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See the rooms' })
    await expect(link).toHaveAttribute('href', '#rooms')
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Block: Story = {
  args: { block: true },
  render: (args) => (
    <div className="w-80">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button.getBoundingClientRect().width).toBe(320)
  },
}

/** An async `onClick` makes the button load while its promise is pending. */
export const AutoLoading: Story = {
  args: { children: 'Pay now', onClick: fn(pendingHandler) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeNull()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** Once the handler's promise settles the button is ready again, and loads again on a click. */
export const AutoLoadingEnds: Story = {
  ...AutoLoading,
  name: 'Auto loading ends when the handler settles',
  tags: ['test-case'],
  play: async (context) => {
    await AutoLoading.play!(context)
    const { args, canvas } = context
    const button = canvas.getByRole('button', { name: 'Pay now' })
    pending.open()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
    await expect(button).toBeEnabled()
    await expect(button.querySelector('[data-slot="button-spinner"]')).toBeNull()
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    pending.open()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
  },
}

/** A double click, even one faster than React re-renders, runs a pending handler once. */
export const DoubleClickWhilePending: Story = {
  name: 'A double click while pending runs the handler once',
  tags: ['test-case'],
  args: { children: 'Confirm booking', onClick: fn(pendingHandler) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await userEvent.dblClick(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
    pending.open()
    await waitFor(() => expect(button).toBeEnabled())

    // Two clicks in the same task: the second arrives before the button re-renders disabled.
    button.click()
    button.click()
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    pending.open()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
  },
}

/** With `loadingAuto={false}` an async handler leaves the button as it is. */
export const LoadingAutoOff: Story = {
  name: 'With loadingAuto off an async handler leaves the button as it is',
  tags: ['test-case'],
  args: { children: 'Refresh', loadingAuto: false, onClick: fn(pendingHandler) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
    await expect(button).not.toHaveAttribute('aria-busy')
    await expect(button).toBeEnabled()
    pending.open()
  },
}

const formAction = fn(async (_data: FormData) => {
  await pendingHandler()
})

/** A submit button loads while its form's async `action` runs; Enter cannot submit again. */
export const SubmitWhilePending: Story = {
  name: 'Enter cannot submit again while the form’s action is pending',
  tags: ['test-case'],
  args: { children: 'Send', type: 'submit' },
  render: (args) => (
    <form action={formAction} className="flex items-end gap-2" aria-label="Guest">
      <label className="grid gap-1 text-sm">
        Name
        <input
          name="name"
          defaultValue="Ada"
          className="rounded-md bg-elevated px-2 py-1.5 text-fg"
        />
      </label>
      <Button {...args} />
    </form>
  ),
  beforeEach: () => {
    formAction.mockClear()
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    const input = canvas.getByRole('textbox', { name: 'Name' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()

    // Enter in a field cannot submit again while the first submit is pending.
    await userEvent.type(input, '{Enter}')
    await expect(formAction).toHaveBeenCalledOnce()

    pending.open()
    await waitFor(() => expect(button).toBeEnabled())
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}

/** A submit button in a React form with an async `action` loads while the action runs. */
export const SubmitWithFormAction: Story = {
  name: 'A submit button loads while its form’s action runs',
  tags: ['test-case'],
  args: { children: 'Save', type: 'submit' },
  render: (args) => (
    <form action={formAction} className="flex items-end gap-2">
      <label className="grid gap-1 text-sm">
        Room name
        <input
          name="room"
          defaultValue="Sea view"
          className="rounded-md bg-elevated px-2 py-1.5 text-fg"
        />
      </label>
      <Button {...args} />
    </form>
  ),
  beforeEach: () => {
    formAction.mockClear()
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
    await expect(formAction).toHaveBeenCalledOnce()
    pending.open()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
  },
}
