import type { ComponentGuide } from '@/components/lib/guide'

export const selectMenuGuide: ComponentGuide = {
  summary:
    'A searchable combobox for long or growing lists: one value or several (as removable chips), a forgiving search with the matched letters highlighted, and a \'Create "{label}"\' item for a label nothing matches.',
  use: [
    'Lists too long to scan: rooms, staff, guests.',
    'Several values at once: a room’s amenities.',
    'Lists people add to as they go: amenities with onCreate (\'Create "Sauna"\').',
  ],
  avoid: [
    'A short fixed list (up to about ten): use Select, which is quicker to scan and to operate.',
    'Finding anything in the staff area and running commands: use the command palette.',
    'Free text that does not come from a list: use Input.',
  ],
  anatomy: [
    {
      slot: 'select-menu',
      part: 'Box (several values)',
      description:
        'Holds the chips and the trigger, drawn like an Input that grows onto more lines; the popup opens against it.',
    },
    {
      slot: 'select-menu-chip',
      part: 'Chip',
      description: 'A chosen value: its label on the accented colour, 24 px tall.',
    },
    {
      slot: 'select-menu-chip-remove',
      part: 'Remove button',
      description: "A small cross in the chip, labelled 'Remove {label}'.",
    },
    {
      slot: 'select-menu-trigger',
      part: 'Trigger',
      description:
        'A button with role combobox that opens the popup; drawn like an Input when it holds one value.',
    },
    {
      slot: 'select-menu-value',
      part: 'Value',
      description: "The chosen label, or the muted placeholder 'Select an option'.",
    },
    {
      slot: 'select-menu-content',
      part: 'Popup',
      description:
        'A Popover as wide as the trigger (at least 192 px), named by the field’s label.',
    },
    {
      slot: 'command-input',
      part: 'Search',
      description: "'Search...' at the top of the popup; it holds focus while the popup is open.",
    },
    {
      slot: 'command-list',
      part: 'List',
      description: 'The options, up to 288 px tall, scrolling beyond.',
    },
    {
      slot: 'command-item',
      part: 'Option',
      description:
        'The label with its matched letters highlighted, a muted description and a check when chosen; accented while highlighted, faded when disabled.',
    },
    {
      slot: 'select-menu-create',
      part: 'Create item',
      description:
        "'Create \"{label}\"' with a plus, when onCreate is set and nothing matches the typed label (or beside the matches, with createWhen 'always').",
    },
    {
      slot: 'select-menu-status',
      part: 'Status',
      description:
        "'No data' when there are no items, 'No matching data' when the search finds nothing.",
    },
  ],
  do: [
    'Give items keywords for the other words people may type (a room’s former name).',
    "Add a short description ('sleeps 2') when labels alone do not tell options apart.",
    'With onCreate, add the new item and choose it in your handler; otherwise the typed label is lost.',
    'Give it name to submit it with a form: one hidden field per chosen value.',
  ],
  dont: [
    'Don’t use it for three or four options: the search is a step for nothing. Use Select.',
    'Don’t put what people search for in the description: it is shown but not searched, so typing it finds nothing.',
    'Don’t offer onCreate where a new value needs more than a name (a room needs its capacity and price): create it in its own form.',
  ],
  keyboard: [
    { keys: 'Down arrow / Up arrow', action: 'On the trigger: opens the popup.' },
    { keys: 'Enter / Space', action: 'On the trigger: opens or closes the popup.' },
    {
      keys: 'Typing',
      action:
        'On the trigger: opens the popup and starts the search with that letter. In the search: narrows the list.',
    },
    {
      keys: 'Down arrow / Up arrow',
      action: 'In the popup: moves the highlight through the options, skipping disabled ones.',
    },
    { keys: 'Home / End', action: 'In the popup: highlights the first or last option.' },
    {
      keys: 'Enter',
      action:
        'Chooses the highlighted option (or creates the typed label). With one value it closes and returns focus to the trigger; with several it adds or removes the option, clears the search and stays open.',
    },
    { keys: 'Escape', action: 'Closes the popup; focus returns to the trigger.' },
    {
      keys: 'Tab, then Enter / Space',
      action: 'Several values: reaches a chip’s remove button and removes that value.',
    },
  ],
  accessibility: {
    pattern: 'Combobox: a button that opens a searchable listbox',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/',
    notes: [
      'The trigger is a button with role combobox, aria-expanded and aria-controls pointing at the popup; a Form field’s label names it, and its help and error describe it.',
      "The popup is a dialog named by the same label. Its search box is a combobox (named by the select’s aria-label, else 'Search...') that drives the listbox with aria-activedescendant, so focus stays in the search while the highlight moves.",
      'Chosen options are aria-checked, several at once when multiple; disabled ones are aria-disabled.',
      "'No data' and 'No matching data' sit in a status region, so screen readers hear them as the search changes.",
      "Each chip’s remove button is named 'Remove {label}'.",
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-fg',
    '--color-border',
    '--color-muted',
    '--color-accented',
    '--color-primary',
    '--color-error',
  ],
  defaults: [
    { name: 'Placeholder', value: "'Select an option'" },
    { name: 'Search placeholder', value: "'Search...'" },
    {
      name: 'Create item',
      value: "'Create \"{label}\"', when no item matches the typed label (createWhen 'empty')",
    },
    { name: 'No items', value: "'No data'" },
    { name: 'No match', value: "'No matching data'" },
    { name: 'Chip remove button', value: "'Remove {label}'" },
  ],
}
