import * as React from 'react'

import { type Amenity, type Room } from '@/api'
import { AsyncForm, Button } from '@/components/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { FormField } from '@/components/form-field'
import { Input } from '@/components/input'
import { NumberInput } from '@/components/number-input'
import { SelectMenu, type SelectMenuItem } from '@/components/select-menu'
import { Switch } from '@/components/switch'
import { Textarea } from '@/components/textarea'
import { useToast } from '@/components/toast'
import { isApiError } from '@/lib/api-client'
import { createRoom, updateRoom } from '@/pages/admin/lib/admin-api'
import { AdminIcon } from '@/pages/admin/lib/admin-icons'
import { errorMessage } from '@/pages/admin/lib/format'

import {
  apiFieldErrors,
  emptyRoomForm,
  formToInput,
  type RoomFormValues,
  roomToForm,
} from './room-form'

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
  amenities: knownAmenities,
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
  const [values, setValues] = React.useState<RoomFormValues>(() =>
    room ? roomToForm(room, currency) : emptyRoomForm,
  )
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [formError, setFormError] = React.useState<string | null>(null)
  const [created, setCreated] = React.useState<Amenity[]>([])

  const allAmenities = React.useMemo(() => {
    const byLabel = new Map<string, Amenity>()
    for (const amenity of [...knownAmenities, ...(room?.amenities ?? []), ...created]) {
      if (!byLabel.has(amenity.label)) byLabel.set(amenity.label, amenity)
    }
    return [...byLabel.values()]
  }, [knownAmenities, room, created])
  const amenityItems: SelectMenuItem[] = allAmenities.map((amenity) => ({
    value: amenity.label,
    label: amenity.label,
  }))

  const set = <K extends keyof RoomFormValues>(key: K, value: RoomFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const result = formToInput(values, currency, allAmenities)
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    try {
      const saved = room ? await updateRoom(room.id, result.input) : await createRoom(result.input)
      toast.add({
        id: `room-saved-${saved.id}`,
        title: room ? 'Room saved' : 'Room created',
        description: saved.name,
        color: 'success',
        icon: <AdminIcon name="bedDouble" />,
      })
      onSaved(saved)
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        setErrors(apiFieldErrors(error.fields))
      }
      setFormError(errorMessage(error))
    }
  }

  return (
    <AsyncForm
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={room ? `Edit ${room.name}` : 'New room'}
    >
      {formError && (
        <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
          {formError}
        </p>
      )}
      <FormField label="Name" required error={errors.name}>
        <Input
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          autoComplete="off"
          maxLength={80}
        />
      </FormField>
      <FormField label="Description" hint="Optional" error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          rows={3}
          maxLength={2000}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Capacity" description="Guests, 1 to 8" required error={errors.capacity}>
          <NumberInput
            value={values.capacity}
            onValueChange={(value) => set('capacity', value)}
            min={1}
            max={8}
          />
        </FormField>
        <FormField label="Nightly rate" description={`In ${currency}`} required error={errors.rate}>
          <Input
            value={values.rate}
            onChange={(event) => set('rate', event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="95.00"
            trailing={<span className="text-xs">{currency}</span>}
          />
        </FormField>
      </div>
      <FormField
        label="Amenities"
        description="Pick from the list or type a new one."
        error={errors.amenities}
      >
        <SelectMenu
          multiple
          items={amenityItems}
          placeholder="Choose amenities"
          value={values.amenities}
          onValueChange={(labels) => set('amenities', labels)}
          onCreate={(label) => {
            const trimmed = label.trim()
            if (!trimmed) return
            setCreated((current) => [...current, { label: trimmed }])
            set('amenities', [...values.amenities.filter((l) => l !== trimmed), trimmed])
          }}
        />
      </FormField>
      <FormField
        label="Photo"
        hint="Optional"
        description="The photo’s path, e.g. /images/rooms/garden.jpg"
        error={errors.photo}
      >
        <Input
          value={values.photo}
          onChange={(event) => set('photo', event.target.value)}
          autoComplete="off"
          maxLength={300}
        />
      </FormField>
      <Switch
        label="Active"
        description="Active rooms can be booked on the public site."
        checked={values.active}
        onCheckedChange={(checked) => set('active', checked)}
      />
      <DialogFooter className="pt-2">
        <Button variant="ghost" color="neutral" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{room ? 'Save room' : 'Create room'}</Button>
      </DialogFooter>
    </AsyncForm>
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
