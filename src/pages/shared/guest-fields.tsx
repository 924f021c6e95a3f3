import { Input } from '@/components/input'
import { Textarea } from '@/components/textarea'
import { GUEST_DETAILS } from '@/domain/bookings'
import { Field, type FieldMetadata, type FieldProps } from '@/lib/form'

/** Who fills the fields in: the guest on the booking page, or staff in the booking dialog. */
export type GuestFieldsFor = 'guest' | 'staff'

type Detail = (typeof GUEST_DETAILS)[number]

interface FieldView {
  /** The field's label, hint and description, as each audience reads them. */
  field: Record<GuestFieldsFor, Omit<FieldProps, 'meta' | 'children'>>
  /** The control, as each audience fills it in. */
  control: (audience: GuestFieldsFor) => FieldProps['children']
}

/**
 * Each guest detail a booking keeps, as a field on both forms that take it: the guest's (large
 * controls, the browser's autofill) and staff's (compact, no autofill: staff type another
 * person's details). A new detail is added here once, for both.
 */
const GUEST_FIELD_VIEWS: Record<Detail, FieldView> = {
  name: {
    field: {
      guest: { label: 'Full name', required: true, className: 'sm:col-span-2' },
      staff: { label: 'Guest’s name', required: true },
    },
    control: (audience) =>
      audience === 'guest' ? (
        <Input size="lg" autoComplete="name" />
      ) : (
        <Input autoComplete="off" maxLength={100} />
      ),
  },
  email: {
    field: {
      guest: { label: 'Email', required: true },
      staff: {
        label: 'Email',
        hint: 'Optional',
        description: 'Without one, nothing is emailed.',
      },
    },
    control: (audience) =>
      audience === 'guest' ? (
        <Input size="lg" type="email" autoComplete="email" inputMode="email" />
      ) : (
        <Input type="email" autoComplete="off" maxLength={254} />
      ),
  },
  phone: {
    field: {
      guest: { label: 'Phone', hint: 'Optional' },
      staff: { label: 'Phone', hint: 'Optional' },
    },
    control: (audience) =>
      audience === 'guest' ? (
        <Input size="lg" type="tel" autoComplete="tel" />
      ) : (
        <Input type="tel" autoComplete="off" maxLength={40} />
      ),
  },
  notes: {
    field: {
      guest: {
        label: 'Notes for the inn',
        hint: 'Optional',
        description: 'Arrival time, a cot, anything we should know. Up to 500 characters.',
        className: 'sm:col-span-2',
      },
      staff: { label: 'Notes', hint: 'Optional', className: 'sm:col-span-2' },
    },
    control: (audience) =>
      audience === 'guest' ? <Textarea rows={4} /> : <Textarea rows={2} maxLength={500} />,
  },
}

/**
 * The guest's details as fields of a form (in a two-column grid from the small breakpoint),
 * bound to the form's Conform fields of `guest` in the contract's names.
 */
export function GuestFields({
  fields,
  audience,
  className,
}: {
  fields: Record<Detail, FieldMetadata<unknown>>
  audience: GuestFieldsFor
  className?: string
}) {
  return (
    <div className={className}>
      {GUEST_DETAILS.map((detail) => {
        const view = GUEST_FIELD_VIEWS[detail]
        return (
          <Field key={detail} meta={fields[detail]} {...view.field[audience]}>
            {view.control(audience)}
          </Field>
        )
      })}
    </div>
  )
}
