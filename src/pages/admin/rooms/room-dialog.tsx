import { BedDoubleIcon } from 'lucide-react'
import * as React from 'react'
import { useFetcher } from 'react-router'

import { type Amenity, numericIdPathSchema, type Room } from '@/api'
import { Button } from '@/components/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { Input } from '@/components/input'
import { NumberInput } from '@/components/number-input'
import { SelectMenu, type SelectMenuItem } from '@/components/select-menu'
import { Switch } from '@/components/switch'
import { Textarea } from '@/components/textarea'
import { useToast } from '@/components/toast'
import { Field, type FormReply, submitWithSchema, useSchemaForm } from '@/lib/form'
import { createRoom, getInn, listRooms, updateRoom } from '@/pages/admin/lib/admin-api'
import { useOnAnswer, useSectionAction } from '@/pages/admin/lib/admin-route'
import { PhotoListField } from '@/pages/admin/lib/photo-upload'

import {
  knownAmenities,
  ROOM_FIELDS,
  roomFormDefaults,
  roomFormSchema,
  toRoomInput,
} from './room-form'

/** The room as saved; `created` for a new one. */
type RoomReply = FormReply<{ room: Room; created: boolean }>

/**
 * The `save-room` intent: checks the form as the dialog did (the rate in the inn's currency),
 * then creates the room (no `id`) or saves the room `id`; the API's field errors come back onto
 * the form's fields.
 */
export async function saveRoomAction(formData: FormData): Promise<RoomReply> {
  const { currency } = await getInn()
  const schema = roomFormSchema(currency).extend({ id: numericIdPathSchema.shape.id.optional() })
  return submitWithSchema(
    formData,
    schema,
    async ({ id, ...value }) => {
      const input = toRoomInput(value, knownAmenities(await listRooms()))
      const room = id ? await updateRoom(id, input) : await createRoom(input)
      return { room, created: !id }
    },
    { fields: ROOM_FIELDS },
  )
}

export interface RoomDialogProps {
  /** `new` to create a room, a room to edit it, `null` when closed. */
  target: 'new' | Room | null
  onOpenChange: (open: boolean) => void
  /** Amenities the other rooms already have (offered in the select). */
  amenities: readonly Amenity[]
  currency: string
  onSaved: (room: Room) => void
}

function RoomForm({
  room,
  amenities: knownList,
  currency,
  onSaved,
  onCancel,
}: {
  room: Room | null
  amenities: readonly Amenity[]
  currency: string
  onSaved: (room: Room) => void
  onCancel: () => void
}) {
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as RoomReply | undefined
  const schema = React.useMemo(() => roomFormSchema(currency), [currency])
  const defaults = React.useMemo(() => roomFormDefaults(room, currency), [room, currency])
  const { form, fields, formProps } = useSchemaForm(schema, {
    lastResult: reply?.result,
    defaultValue: defaults,
  })
  // The chosen amenities: the select adds the ones typed on the spot.
  const [chosen, setChosen] = React.useState<string[]>(defaults.amenities)
  const [created, setCreated] = React.useState<Amenity[]>([])

  useOnAnswer(
    fetcher.state === 'idle' ? reply?.saved : undefined,
    ({ room: saved, created: isNew }) => {
      toast.add({
        id: `room-saved-${saved.id}`,
        title: isNew ? 'Room created' : 'Room saved',
        description: saved.name,
        color: 'success',
        icon: <BedDoubleIcon />,
      })
      onSaved(saved)
    },
  )

  const amenityItems: SelectMenuItem[] = React.useMemo(() => {
    const labels = new Set<string>()
    for (const amenity of [...knownList, ...(room?.amenities ?? []), ...created]) {
      labels.add(amenity.label)
    }
    return [...labels].map((label) => ({ value: label, label }))
  }, [knownList, room, created])

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      data-slot="form"
      aria-busy={fetcher.state !== 'idle' || undefined}
      className="grid gap-4"
      aria-label={room ? `Edit ${room.name}` : 'New room'}
    >
      <input type="hidden" name="intent" value="save-room" />
      {room && <input type="hidden" name="id" value={room.id} />}
      {form.errors?.map((message) => (
        <p
          key={message}
          role="alert"
          className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
        >
          {message}
        </p>
      ))}
      <Field meta={fields.name} label="Name" required>
        <Input autoComplete="off" maxLength={80} />
      </Field>
      <Field meta={fields.description} label="Description" hint="Optional">
        <Textarea rows={3} maxLength={2000} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.capacity} label="Capacity" description="Guests, 1 to 8" required>
          {(control) => (
            <NumberInput
              name={control.name}
              form={control.form}
              defaultValue={defaults.capacity}
              min={1}
              max={8}
            />
          )}
        </Field>
        <Field meta={fields.rate} label="Nightly rate" description={`In ${currency}`} required>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="95.00"
            trailing={<span className="text-xs">{currency}</span>}
          />
        </Field>
      </div>
      <Field
        meta={fields.amenities}
        label="Amenities"
        description="Pick from the list or type a new one."
      >
        {(control) => (
          <SelectMenu
            multiple
            name={control.name}
            items={amenityItems}
            placeholder="Choose amenities"
            value={chosen}
            onValueChange={setChosen}
            onCreate={(label) => {
              const trimmed = label.trim()
              if (!trimmed) return
              setCreated((current) => [...current, { label: trimmed }])
              setChosen((current) => [...current.filter((l) => l !== trimmed), trimmed])
            }}
          />
        )}
      </Field>
      <PhotoListField
        name={fields.photos.name}
        form={form.id}
        label="Photos"
        hint="Optional"
        defaultValue={room?.photos}
        error={fields.photos.errors?.[0]}
      />
      <Switch
        name={fields.active.name}
        form={form.id}
        label="Active"
        description="Active rooms can be booked on the public site."
        defaultChecked={defaults.active}
      />
      <DialogFooter className="pt-2">
        <Button variant="ghost" color="neutral" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {room ? 'Save room' : 'Create room'}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}

/** Creates or edits a room in a dialog: details, amenities (creatable), active switch. */
export function RoomDialog({
  target,
  onOpenChange,
  amenities,
  currency,
  onSaved,
}: RoomDialogProps) {
  const room = target === 'new' ? null : target
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-slot="room-dialog">
        <DialogHeader>
          <DialogTitle>{room ? `Edit ${room.name}` : 'New room'}</DialogTitle>
          <DialogDescription>
            {room
              ? 'Changes show on the public site at once.'
              : 'The room can be booked as soon as it is active.'}
          </DialogDescription>
        </DialogHeader>
        {target !== null && (
          <RoomForm
            key={room?.id ?? 'new'}
            room={room}
            amenities={amenities}
            currency={currency}
            onSaved={onSaved}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
