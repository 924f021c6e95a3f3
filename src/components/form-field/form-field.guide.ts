import type { ComponentGuide } from '@/components/lib/guide'

export const formFieldGuide: ComponentGuide = {
  summary:
    'Wraps one control with its label, help text, hint and error, and wires them to the control so assistive technology reads them together.',
  use: [
    'Around every Input, Textarea, Number input, Select, Select menu, Checkbox or Switch in a form that needs a visible label above it, help text or an error.',
    "When a control needs help (the description: 'As it appears on the booking.') or a short note at the label’s end (the hint: 'Optional').",
    'To show a validation error under the control and mark the control invalid.',
  ],
  avoid: [
    'A checkbox or switch whose label sits beside it: give Checkbox or Switch its own label and description props instead.',
    'Several controls that share one question (a set of checkboxes, a from–to pair): group them in a fieldset with a legend; a Form field labels exactly one control.',
    'A search box in a toolbar whose purpose its icon and placeholder make plain: an Input with an aria-label is enough.',
  ],
  anatomy: [
    {
      slot: 'form-field',
      part: 'Field',
      description:
        'A grid that stacks the parts 6 px apart. data-invalid and data-disabled mirror its state for styling.',
    },
    {
      slot: 'form-field-label',
      part: 'Label',
      description:
        'A label element (Radix Label) pointing at the control’s id: clicking it focuses or toggles the control.',
    },
    {
      slot: 'form-field-required',
      part: 'Required marker',
      description:
        'An asterisk in the error colour after the label, when required. Hidden from screen readers, which hear the control’s required state instead.',
    },
    {
      slot: 'form-field-hint',
      part: 'Hint',
      description: "A short muted note at the label’s end, such as 'Optional'. Visual only.",
    },
    {
      slot: 'form-field-description',
      part: 'Description',
      description: 'Help text under the label, linked to the control with aria-describedby.',
    },
    {
      slot: 'input',
      part: 'Control',
      description:
        'The one control inside (here an Input). It takes its id, aria-describedby, aria-invalid, required and disabled from the field; its own props win.',
    },
    {
      slot: 'form-field-error',
      part: 'Error',
      description:
        'The error message under the control in the error colour, linked after the description; the control gets aria-invalid.',
    },
  ],
  do: [
    "Keep labels short nouns ('Guest name', 'Email') and put instructions in the description: a placeholder disappears as soon as someone types.",
    "Say how to fix an error: 'Enter an email address like name@example.com', not 'Invalid'.",
    "Use one convention per form: mark the few required fields with required, or the few optional ones with the hint 'Optional'.",
    'Pass error={true} to mark a control invalid when its message is shown elsewhere, such as a summary above the form.',
    "Say why a field is disabled in its description ('Set by the booking system.').",
  ],
  dont: [
    'Don’t put anything essential in the hint: it is not linked to the control, so screen readers do not read it with it. Use the description.',
    'Don’t put two controls in one field: the label, description and error point at one id, so the second control is left without a name.',
    "Don’t type an asterisk into the label: use required, which draws the marker and sets the control’s required state; a typed one is read aloud as 'star' and marks nothing.",
    'Don’t show an error before the person has had a chance to answer (on first focus): it reads as a reprimand. Validate on submit or when they leave the field.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Accessible names and descriptions',
    href: 'https://www.w3.org/WAI/ARIA/apg/practices/names-and-descriptions/',
    notes: [
      'The label is a label element whose for is the control’s id, so the control’s name is the label text; the asterisk is aria-hidden and does not join it.',
      'The control’s aria-describedby lists the description, then the error: a screen reader reads the name, then the help, then the error.',
      'An error sets aria-invalid on the control; required and disabled reach the control as native attributes (aria-required on Select and Select menu triggers).',
      'The field takes no focus of its own: focus and keys belong to the control.',
    ],
  },
  tokens: ['--color-fg', '--color-muted', '--color-error'],
  defaults: [
    { name: 'Control id', value: 'Generated unless controlId is given' },
    { name: 'Required', value: 'false' },
    { name: 'Disabled', value: 'false' },
    { name: 'error={true}', value: 'Marks the control invalid without a message' },
    { name: 'Contrast', value: 'Label, help and error text meet WCAG AA on every surface' },
  ],
}
