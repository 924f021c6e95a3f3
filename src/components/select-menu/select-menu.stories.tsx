import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { FormField } from '@/components/form-field'

import {
  SelectMenu,
  type SelectMenuItem,
  type SelectMenuProps,
  type SingleSelectMenuProps,
} from './select-menu'
import { selectMenuGuide } from './select-menu.guide'

/** Story args: the single and multiple props in one loose shape, for the controls panel. */
type Args = Omit<SingleSelectMenuProps, 'multiple' | 'value' | 'defaultValue' | 'onValueChange'> & {
  multiple?: boolean
  defaultValue?: string | string[] | null
  onValueChange?: (value: string | string[] | null) => void
}
const Select = (args: Args) => <SelectMenu {...(args as SelectMenuProps)} />

const rooms: SelectMenuItem[] = [
  { value: 'garden', label: 'Garden room', description: 'sleeps 2' },
  { value: 'orchard', label: 'Orchard suite', description: 'sleeps 4' },
  { value: 'attic', label: 'Attic room', description: 'sleeps 2' },
  { value: 'tower', label: 'Tower room', description: 'sleeps 3', disabled: true },
]

const meta = {
  title: 'Components/Select menu',
  // The docs read the real component; the controls use the loose Args shape.
  component: SelectMenu as unknown as React.ComponentType<Args>,
  args: { items: rooms, onValueChange: fn() },
  argTypes: {
    placeholder: { control: 'text' },
    createWhen: { control: 'inline-radio', options: ['empty', 'always'] },
    name: { control: 'text' },
    // The rooms, the value, single or multiple, disabled and open are each a story's subject;
    // the stories name the select by its field's label.
    items: { control: false },
    multiple: { control: false },
    defaultValue: { control: false },
    disabled: { control: false },
    required: { control: false },
    defaultOpen: { control: false },
    id: { control: false },
    'aria-label': { control: false },
    'aria-labelledby': { control: false },
    'aria-describedby': { control: false },
    'aria-invalid': { control: false },
    onValueChange: { control: false },
    onCreate: { control: false },
  },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
  render: (args) => (
    <FormField label="Room" description="Where the guests sleep.">
      <Select {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A searchable combobox (Radix Popover + cmdk) for long or creatable lists: single or multiple, chips for multiple values, and a \'Create "{label}"\' item for a label that matches nothing. For a short fixed list use Select.',
      },
      guide: selectMenuGuide,
    },
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const popup = () => screen.findByRole('dialog', { name: 'Room' })

/** At rest: the placeholder, the popup closed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await expect(trigger).toHaveAccessibleDescription('Where the guests sleep.')
    await expect(trigger).toHaveTextContent(args.placeholder ?? 'Select an option')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Opened, searched and chosen; opened again, the choice is checked and the search empty. */
export const SearchAndChoose: Story = {
  name: 'Search, choose, and open again on the choice',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await expect(trigger).toHaveTextContent('Select an option')
    await userEvent.click(trigger)
    const dialog = await popup()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id)
    // The popup and its list are named by the field's label; the search box by its placeholder.
    await expect(within(dialog).getByRole('listbox', { name: 'Room' })).toBeVisible()
    const search = within(dialog).getByRole('combobox', { name: 'Search...' })
    await expect(search).toHaveAttribute('placeholder', 'Search...')
    await expect(search).toHaveFocus()

    await userEvent.keyboard('grdn')
    const options = within(dialog).getAllByRole('option')
    await expect(options).toHaveLength(1)
    await expect(options[0]!.querySelectorAll('mark')).not.toHaveLength(0)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onValueChange).toHaveBeenLastCalledWith('garden')
    await expect(trigger).toHaveTextContent('Garden room')
    await expect(trigger).toHaveFocus()

    // Reopened, the chosen item is checked and the search is empty again.
    await userEvent.click(trigger)
    const again = await popup()
    await expect(within(again).getByRole('combobox')).toHaveValue('')
    await expect(within(again).getByRole('option', { name: /Garden room/ })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(within(again).getByRole('option', { name: /Tower room/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Keyboard: Story = {
  name: 'Arrows choose, typing on the trigger searches, Escape closes',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const dialog = await popup()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onValueChange).toHaveBeenLastCalledWith('attic')
    await expect(dialog).not.toBeInTheDocument()

    // Typing on the trigger opens it and starts the search.
    await userEvent.keyboard('o')
    const search = within(await popup()).getByRole('combobox')
    await expect(search).toHaveValue('o')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveTextContent('Attic room')
    await expect(trigger).toHaveFocus()
  },
}

function Creatable(props: Args) {
  const [items, setItems] = React.useState(rooms)
  const [value, setValue] = React.useState<string | null>(null)
  return (
    <FormField label="Room">
      <SelectMenu
        {...(props as SingleSelectMenuProps)}
        multiple={false}
        items={items}
        value={value}
        onValueChange={setValue}
        onCreate={(label) => {
          const created = { value: label.toLowerCase(), label }
          setItems((current) => [...current, created])
          setValue(created.value)
          props.onCreate?.(label)
        }}
      />
    </FormField>
  )
}

/** Typing a label that matches nothing offers to create it. */
export const CreateOption: Story = {
  args: { onCreate: fn() },
  render: (args) => <Creatable {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Room' }))
    const dialog = await popup()
    await userEvent.keyboard('Sauna')
    const create = within(dialog).getByRole('option', { name: 'Create "Sauna"' })
    await expect(within(dialog).getAllByRole('option')).toHaveLength(1)
    await expect(create).toHaveAttribute('aria-selected', 'true')
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** Created, the item is chosen and then a normal option: typing its label offers no create item. */
export const CreateThenChoose: Story = {
  ...CreateOption,
  name: 'A created item is chosen and becomes a normal option',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await userEvent.click(trigger)
    const dialog = await popup()
    await userEvent.keyboard('Sauna')
    await expect(within(dialog).getByRole('option', { name: 'Create "Sauna"' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onCreate).toHaveBeenCalledWith('Sauna')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveTextContent('Sauna')

    // The new item is now a normal option: typing its label offers no create item.
    await userEvent.click(trigger)
    await userEvent.keyboard('sauna')
    const again = await popup()
    await expect(within(again).getAllByRole('option')).toHaveLength(1)
    await expect(within(again).getByRole('option', { name: /Sauna/ })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(within(again).queryByRole('option', { name: /Create/ })).toBeNull()
  },
}

/** With `createWhen="always"` the create item shows beside partial matches. */
export const CreateAlongsideMatches: Story = {
  args: { onCreate: fn(), createWhen: 'always' },
  argTypes: { createWhen: { control: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Room' }))
    const dialog = await popup()
    await userEvent.keyboard('Garden')
    const names = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(names).toEqual(['Garden roomsleeps 2', 'Create "Garden"'])
  },
}

/** Clicking the create item creates the label typed. */
export const CreateByClick: Story = {
  ...CreateAlongsideMatches,
  name: 'Clicking the create item creates the label typed',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Room' }))
    const dialog = await popup()
    await userEvent.keyboard('Garden')
    await userEvent.click(within(dialog).getByRole('option', { name: 'Create "Garden"' }))
    await expect(args.onCreate).toHaveBeenCalledWith('Garden')
  },
}

/** Several values as removable chips, in a form. */
const inAForm: Story['render'] = (args) => (
  <form aria-label="Booking">
    <FormField label="Room">
      <Select {...args} />
    </FormField>
  </form>
)

/** Several values as removable chips. */
export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['orchard', 'attic'], name: 'rooms' },
  render: inAForm,
  play: async ({ canvas }) => {
    const chips = canvas.getAllByRole('button', { name: /^Remove / })
    await expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove Orchard suite',
      'Remove Attic room',
    ])
    const form = canvas.getByRole('form', { name: 'Booking' }) as HTMLFormElement
    await expect(new FormData(form).getAll('rooms')).toEqual(['orchard', 'attic'])
  },
}

/** Choosing several values: the popup stays open; chips and the form follow; a chip removes its value. */
export const ChoosingSeveral: Story = {
  name: 'Several values are chosen with the popup open, and removed by their chips',
  tags: ['test-case'],
  args: { multiple: true, defaultValue: ['orchard'], name: 'rooms' },
  // The form's field name is part of what the story checks.
  argTypes: { name: { control: false } },
  render: inAForm,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await expect(canvas.getByRole('button', { name: 'Remove Orchard suite' })).toBeVisible()

    await userEvent.click(trigger)
    const dialog = await popup()
    await userEvent.click(within(dialog).getByRole('option', { name: /Garden room/ }))
    // A search and Enter chooses its first match; the search then starts again.
    const search = within(dialog).getByRole('combobox')
    await userEvent.type(search, 'Att{Enter}')
    await expect(search).toHaveValue('')
    await expect(screen.getByRole('dialog')).toBeVisible()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['orchard', 'garden', 'attic'])
    // Choosing a chosen item again removes it.
    await userEvent.click(within(dialog).getByRole('option', { name: /Orchard suite/ }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['garden', 'attic'])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const chips = canvas.getAllByRole('button', { name: /^Remove / })
    await expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove Garden room',
      'Remove Attic room',
    ])
    const form = canvas.getByRole('form', { name: 'Booking' }) as HTMLFormElement
    await expect(new FormData(form).getAll(args.name!)).toEqual(['garden', 'attic'])

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Garden room' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['attic'])
    await expect(canvas.queryByRole('button', { name: 'Remove Garden room' })).toBeNull()
    await expect(new FormData(form).getAll(args.name!)).toEqual(['attic'])
  },
}

/** No items at all: the open popup says "No data". */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Room' }))
    const dialog = await popup()
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No data')
    await expect(within(dialog).queryByRole('option')).toBeNull()
  },
}

/** A search that finds nothing says "No matching data". */
export const NoResults: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Room' }))
    const dialog = await popup()
    await userEvent.keyboard('sea')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('No matching data')
    await expect(within(dialog).queryByRole('option')).toBeNull()
  },
}

export const WithError: Story = {
  render: (args) => (
    <FormField label="Room" error="Choose a room for the booking" required>
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAttribute('aria-required', 'true')
    await expect(trigger).toHaveAccessibleDescription('Choose a room for the booking')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'garden' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Room' })
    await expect(trigger).toBeDisabled()
    await expect(trigger).toHaveTextContent('Garden room')
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Left open, so the accessibility check covers the popup with a checked item. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'orchard' },
  play: async () => {
    const dialog = await popup()
    await expect(within(dialog).getByRole('option', { name: /Orchard suite/ })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  },
}
