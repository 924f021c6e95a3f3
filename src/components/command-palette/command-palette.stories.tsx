import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import {
  CommandPalette,
  CommandPaletteDialog,
  type CommandPaletteGroup,
  type CommandPaletteItem,
} from './command-palette'
import { commandPaletteGuide } from './command-palette.guide'

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
const Plus = () => icon('M12 5v14M5 12h14')
const Calendar = () => icon('M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14H3V6a2 2 0 0 1 2-2z')
const User = () => icon('M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z')
const Bed = () => icon('M2 20V6M2 12h20v8M22 16H2M6 12V9h6v3')

const actions: CommandPaletteGroup = {
  id: 'actions',
  label: 'Actions',
  items: [
    { id: 'new-booking', label: 'New booking', icon: <Plus />, kbds: ['meta', 'n'] },
    { id: 'calendar', label: 'Open calendar', icon: <Calendar />, kbds: ['meta', 'shift', 'c'] },
    { id: 'guests', label: 'Find a guest', icon: <User />, keywords: ['people', 'customer'] },
  ],
}

const roomNames = [
  'Garden room',
  'Orchard suite',
  'Attic room',
  'Blue room',
  'Tower room',
  'Courtyard room',
  'Family room',
  'Lake view room',
  'Library room',
  'Rose room',
  'Study room',
  'Sunrise room',
  'Sunset room',
  'Terrace room',
  'Willow room',
]
const rooms: CommandPaletteGroup = {
  id: 'rooms',
  label: 'Rooms',
  items: roomNames.map((name, i) => ({
    id: `room-${i + 1}`,
    label: name,
    icon: <Bed />,
    suffix: `#${i + 1}`,
  })),
}

const meta = {
  title: 'Components/Command palette',
  component: CommandPalette,
  args: { groups: [actions, rooms], onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-[32rem] overflow-hidden rounded-lg ring-1 ring-border">{Story()}</div>
    ),
  ],
  parameters: {
    docs: {
      guide: commandPaletteGuide,
      description: {
        component:
          'A searchable command list on cmdk. Fuzzy search with highlights, at most 12 results a group, async groups, nested pages. `CommandPaletteDialog` puts it in a dialog toggled with Ctrl+K / ⌘K.',
      },
    },
  },
} satisfies Meta<typeof CommandPalette>

export default meta
type Story = StoryObj<typeof meta>

const options = (canvas: ReturnType<typeof within>, group: string) =>
  within(canvas.getByRole('group', { name: group })).getAllByRole('option')

/** At rest: static groups, the first item selected, at most 12 results a group. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Command palette' })
    await expect(input).toHaveAttribute('placeholder', 'Type a command or search...')
    await expect(input).toHaveValue('')
    await expect(canvas.getByRole('listbox', { name: 'Command palette' })).toBeVisible()
    // At most 12 results a group, even with 15 rooms.
    await expect(options(canvas, 'Rooms')).toHaveLength(12)
    await expect(canvas.getByRole('option', { name: /New booking/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** Fuzzy search: "orch st" finds "Orchard suite", its matches highlighted; Enter chooses it. */
export const FuzzySearch: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Command palette' })
    await userEvent.type(input, 'orch st')
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1))
    const orchard = canvas.getByRole('option', { name: /Orchard suite/ })
    const marks = [...orchard.querySelectorAll('mark')].map((mark) => mark.textContent)
    await expect(marks.join('')).toBe('Orchst')
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull()
    await expect(orchard).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'room-2' }))
  },
}

/** Keywords find items too; the best match comes first. */
export const SearchByKeyword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Command palette' }), 'customer')
    await waitFor(() =>
      expect(canvas.getAllByRole('option')[0]).toHaveAccessibleName('Find a guest'),
    )
  },
}

/** Arrows move, Home/End jump, Enter chooses; a click chooses too. */
export const KeyboardNavigation: Story = {
  name: 'Arrows move, Home and End jump, Enter and a click choose',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.click(input)
    const selected = () => canvas.getByRole('option', { selected: true })
    await expect(selected()).toHaveAccessibleName(/New booking/)
    await userEvent.keyboard('{ArrowDown}')
    await expect(selected()).toHaveAccessibleName(/Open calendar/)
    await expect(input).toHaveAttribute('aria-activedescendant', selected().id)
    await userEvent.keyboard('{End}')
    await expect(selected()).toHaveAccessibleName(/Sunrise room/)
    await userEvent.keyboard('{Home}')
    await expect(selected()).toHaveAccessibleName(/New booking/)
    await userEvent.keyboard('{ArrowUp}')
    await expect(selected()).toHaveAccessibleName(/New booking/)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'room-1', label: 'Garden room' }),
    )
    await userEvent.click(canvas.getByRole('option', { name: /Tower room/ }))
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'room-5' }))
  },
}

const guests = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Adele Goldberg', 'Edsger Dijkstra']
/** A fake guest search: answers after 300 ms, and honours the abort signal. */
const searchGuests = fn(
  (query: string, signal: AbortSignal) =>
    new Promise<CommandPaletteItem[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        const q = query.toLowerCase()
        resolve(
          guests
            .filter((name) => name.toLowerCase().includes(q))
            .map((name) => ({ id: name, label: name, icon: <User /> })),
        )
      }, 300)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new DOMException('Aborted', 'AbortError'))
      })
    }),
)

/** An async group: its items once the search has answered. */
export const AsyncGroup: Story = {
  args: {
    groups: [actions, { id: 'guests', label: 'Guests', search: searchGuests, debounce: 300 }],
  },
  beforeEach: () => {
    searchGuests.mockClear()
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(options(canvas, 'Guests')).toHaveLength(5))
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(searchGuests).toHaveBeenCalledWith('', expect.anything())
  },
}

/** An async group while its search has not answered: a loading row. */
export const AsyncGroupLoading: Story = {
  args: {
    groups: [
      actions,
      { id: 'guests', label: 'Guests', search: () => new Promise(() => {}), debounce: 300 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    const guestsGroup = canvas.getByRole('group', { name: 'Guests' })
    await expect(within(guestsGroup).getByText('Loading…')).toBeVisible()
    await expect(within(guestsGroup).queryAllByRole('option')).toHaveLength(0)
  },
}

/** Debounced search, a loading state, stale requests aborted. */
export const AsyncSearch: Story = {
  ...AsyncGroup,
  name: 'An async search is debounced, shows it loads and aborts stale requests',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    // The first search runs for the empty query and shows a loading row meanwhile.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await waitFor(() => expect(options(canvas, 'Guests')).toHaveLength(5))
    await expect(canvas.getByRole('status')).toHaveTextContent('')

    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'a')
    await waitFor(() => expect(searchGuests).toHaveBeenLastCalledWith('a', expect.anything()))
    // Typing again before the answer aborts the request for "a".
    await userEvent.type(input, 'd')
    await waitFor(() => expect(searchGuests).toHaveBeenLastCalledWith('ad', expect.anything()))
    const signalFor = (query: string) =>
      searchGuests.mock.calls.find(([q]) => q === query)![1] as AbortSignal
    await expect(signalFor('a').aborted).toBe(true)

    await waitFor(() => expect(options(canvas, 'Guests')).toHaveLength(2))
    await expect(signalFor('ad').aborted).toBe(false)
    const ada = canvas.getByRole('option', { name: 'Ada Lovelace' })
    await expect(ada.querySelector('mark')).toHaveTextContent('Ad')
    await userEvent.click(ada)
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Ada Lovelace' }),
    )

    // Fast typing searches once, for the whole word.
    const before = searchGuests.mock.calls.length
    await userEvent.clear(input)
    await userEvent.type(input, 'grace', { delay: 0 })
    await waitFor(() => expect(options(canvas, 'Guests')).toHaveLength(1))
    const queries = searchGuests.mock.calls.slice(before).map(([q]) => q)
    await expect(queries).toEqual(['grace'])
  },
}

/** A search that finds nothing says so. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz')
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching data')
    await expect(canvas.queryByRole('option')).toBeNull()
  },
}

/** Clearing a search that found nothing brings the items back. */
export const ClearingBringsItemsBack: Story = {
  name: 'Clearing a search that found nothing brings the items back',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz')
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching data')
    await userEvent.clear(canvas.getByRole('combobox'))
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(0)
  },
}

/** Nothing at all to show. */
export const Empty: Story = {
  args: { groups: [{ id: 'recent', label: 'Recent', items: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data')
    await expect(canvas.queryByRole('option')).toBeNull()
  },
}

const statusPage: CommandPaletteItem = {
  id: 'status',
  label: 'Change room status',
  icon: <Bed />,
  placeholder: 'Choose a status...',
  children: [
    {
      id: 'statuses',
      label: 'Status',
      items: [
        { id: 'clean', label: 'Clean' },
        { id: 'dirty', label: 'Needs cleaning' },
        { id: 'blocked', label: 'Out of order' },
      ],
    },
  ],
}

const nestedArgs = { groups: [{ ...actions, items: [...actions.items!, statusPage] }] }

/** An item that opens a nested page: its own placeholder, a Back button and its items. */
export const NestedPage: Story = {
  args: nestedArgs,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'status')
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('placeholder', 'Choose a status...')
    await expect(input).toHaveFocus()
    await expect(canvas.getByText('Change room status')).toBeVisible()
    await expect(canvas.getAllByRole('option')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible()
    await expect(args.onSelect).not.toHaveBeenCalled()
  },
}

/** Back or Backspace in an empty search returns; a nested page is searched and chosen from. */
export const NestedPageBack: Story = {
  name: 'Backspace and Back leave a nested page; its items are searched and chosen',
  tags: ['test-case'],
  args: nestedArgs,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'status')
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('placeholder', 'Choose a status...')
    await expect(args.onSelect).not.toHaveBeenCalled()

    // Backspace on an empty search goes back.
    await userEvent.keyboard('{Backspace}')
    await expect(input).toHaveAttribute('placeholder', 'Type a command or search...')
    await expect(canvas.getByRole('option', { name: /New booking/ })).toBeVisible()

    // Back in again, search the page, choose; the Back button also returns.
    await userEvent.click(canvas.getByRole('option', { name: /Change room status/ }))
    await userEvent.type(input, 'clean')
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Clean',
      'Needs cleaning',
    ])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'dirty' }))
    // Backspace with text only deletes text.
    await userEvent.keyboard('{Backspace}')
    await expect(input).toHaveAttribute('placeholder', 'Choose a status...')
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(input).toHaveAttribute('placeholder', 'Type a command or search...')
  },
}

/** In a dialog: Ctrl+K toggles it, "Close" and Escape close it, choosing an item closes it. */
export const InDialog: Story = {
  name: 'Ctrl+K toggles the dialog; Close, Escape and a choice close it',
  tags: ['test-case'],
  decorators: [(Story) => <div>{Story()}</div>],
  render: (args) => (
    <>
      <p className="text-sm text-muted">Press Ctrl+K (⌘K on a Mac).</p>
      <CommandPaletteDialog {...args} />
    </>
  ),
  play: async ({ args }) => {
    await expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.keyboard('{Control>}k{/Control}')
    let dialog = await screen.findByRole('dialog', { name: 'Command palette' })
    await expect(within(dialog).getByRole('combobox')).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.keyboard('{Meta>}k{/Meta}')
    dialog = await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.keyboard('{Control>}k{/Control}')
    dialog = await screen.findByRole('dialog')
    await userEvent.keyboard('calendar{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'calendar' }))
  },
}

/** Left open, so the accessibility check covers the dialog with shortcut hints and icons. */
export const DialogOpen: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: (args) => <CommandPaletteDialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' })
    const option = within(dialog).getByRole('option', { name: /New booking/ })
    await expect(option.querySelectorAll('kbd')).toHaveLength(2)
  },
}
