/** The Rates section's dialogs: a rate period, a stay rule (create or edit), and removing one. */
import { CalendarRangeIcon, TagIcon } from 'lucide-react'
import * as React from 'react'
import { useFetcher } from 'react-router'
import * as z from 'zod'

import {
  endpoints,
  isoDateSchema,
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  numericIdPathSchema,
  type Room,
} from '@/api'
import { Button } from '@/components/button'
import { Checkbox } from '@/components/checkbox'
import { DatePicker, type DateRangeValue } from '@/components/date-picker'
import {
  ConfirmDialog,
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
import { SelectMenu } from '@/components/select-menu'
import { Switch } from '@/components/switch'
import { useToast } from '@/components/toast'
import { addDays, daysBetween } from '@/domain/calendar'
import { fromIsoDate, localMidnight, toIsoDate } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { type RatePeriod, type StayRule, WEEKDAY_NAMES, WEEKDAYS } from '@/domain/rates'
import { formatStay } from '@/domain/staff-format'
import { Field, type FormReply, submitWithSchema, useSchemaForm } from '@/lib/form'
import { getInn } from '@/pages/admin/lib/admin-api'
import {
  endpointAction,
  type SectionAction,
  useAdminFetcher,
  useOnAnswer,
  useSectionAction,
  type WriteResult,
} from '@/pages/admin/lib/admin-route'
import { parseRate, rateToText } from '@/pages/admin/rooms/room-form'

import { deleteRatePeriod, deleteStayRule, saveRatePeriod, saveStayRule } from './rates-api'

const datesSchema = {
  from: z.string({ error: 'Choose the first and the last day.' }).pipe(isoDateSchema),
  to: z.string({ error: 'Choose the first and the last day.' }).pipe(isoDateSchema),
}
/** A saved period's or rule's `id` (a hidden field; none for a new one), as its path has it. */
const savedIdSchema = { id: numericIdPathSchema.shape.id.optional() }

/** The rate period form as typed: the rate in major units, the days of the week ticked. */
function periodFormSchema(currency: string) {
  return z.object({
    roomId: z.number({ error: 'Choose a room.' }).int().positive(),
    name: z.string().optional(),
    ...datesSchema,
    rate: z.string({ error: 'Enter the nightly rate.' }).transform((text, context) => {
      const minor = parseRate(text, currency)
      if (minor !== null) return minor
      context.addIssue({
        code: 'custom',
        message: `Enter an amount such as ${rateToText(9500, currency)}.`,
      })
      return z.NEVER
    }),
    weekdays: z.array(z.number().int().min(1).max(7)).optional(),
  })
}
const PERIOD_FIELDS = ['roomId', 'name', 'from', 'to', 'rate', 'weekdays']

const ruleFormSchema = z.object({
  name: z.string().optional(),
  ...datesSchema,
  minNights: z.number({ error: 'Enter a number of nights.' }).int().min(1).max(MAX_NIGHTS),
  closedToArrival: z.boolean().optional(),
  closedToDeparture: z.boolean().optional(),
})
const RULE_FIELDS = ['name', 'from', 'to', 'minNights', 'closedToArrival', 'closedToDeparture']

/**
 * `save-rate-period`: checks the form as the dialog did (the rate in the inn's currency), then
 * creates the period or saves it.
 */
export async function savePeriodAction(formData: FormData): Promise<FormReply<RatePeriod>> {
  const { currency } = await getInn()
  return submitWithSchema(
    formData,
    periodFormSchema(currency).extend(savedIdSchema),
    ({ id, name, weekdays, ...value }) =>
      saveRatePeriod({ ...value, name: name ?? '', weekdays: weekdays ?? null }, id),
    { fields: PERIOD_FIELDS },
  )
}

/** `save-stay-rule`: checks the form as the dialog did, then creates the rule or saves it. */
export function saveRuleAction(formData: FormData): Promise<FormReply<StayRule>> {
  return submitWithSchema(
    formData,
    ruleFormSchema.extend(savedIdSchema),
    ({ id, name, closedToArrival, closedToDeparture, ...value }) =>
      saveStayRule(
        {
          ...value,
          name: name ?? '',
          closedToArrival: closedToArrival ?? false,
          closedToDeparture: closedToDeparture ?? false,
        },
        id,
      ),
    { fields: RULE_FIELDS },
  )
}

/** `delete-rate-period` and `delete-stay-rule`: removes one (`{ param: { id } }`). */
export const removeActions: Record<string, SectionAction> = {
  'delete-rate-period': endpointAction(endpoints.adminDeleteRatePeriod, ({ param }) =>
    deleteRatePeriod(param.id),
  ),
  'delete-stay-rule': endpointAction(endpoints.adminDeleteStayRule, ({ param }) =>
    deleteStayRule(param.id),
  ),
}

/**
 * The days a period or rule covers, first to last (both included), in the range picker; written
 * to the form's `from` and `to`. A single day is picked twice. The calendar runs from today (or
 * the period's own first day, when earlier) to the last night a guest can book: no other night
 * is ever sold. Drawn again only when its own props change, not on each keystroke of the form.
 */
const DaysField = React.memo(function DaysField({
  label,
  unit,
  initial,
  error,
  today,
}: {
  label: string
  unit: 'night' | 'date'
  initial?: { from: string; to: string }
  error?: string
  today: Date
}) {
  const [range, setRange] = React.useState<DateRangeValue | null>(
    initial ? { from: fromIsoDate(initial.from)!, to: fromIsoDate(initial.to)! } : null,
  )
  const id = React.useId()
  const todayIso = toIsoDate(today)
  const lastSold = addDays(todayIso, MAX_DAYS_AHEAD + MAX_NIGHTS)
  const first = initial && initial.from < todayIso ? initial.from : todayIso
  const last = initial && initial.to > lastSold ? initial.to : lastSold
  return (
    <FormField label={label} controlId={id} error={error} required>
      <div className="grid justify-items-start gap-2">
        <input type="hidden" name="from" value={range ? toIsoDate(range.from) : ''} />
        <input type="hidden" name="to" value={range ? toIsoDate(range.to) : ''} />
        <DatePicker
          mode="range"
          aria-label={label}
          today={today}
          min={localMidnight(first)}
          max={localMidnight(last)}
          value={range}
          onChange={setRange}
          minNights={0}
          hints={{ start: `Choose the first ${unit}`, end: `Choose the last ${unit}` }}
          describeRange={({ from, to }) => {
            const [first, last] = [toIsoDate(from), toIsoDate(to)]
            return `${formatStay(first, last)} · ${plural(daysBetween(first, last) + 1, unit === 'night' ? 'night' : 'day')}`
          }}
          className="max-w-full"
        />
      </div>
    </FormField>
  )
})

/** Error messages of the form as a whole, above its fields. */
function FormErrors({ errors }: { errors?: string[] }) {
  return errors?.map((message) => (
    <p key={message} role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
      {message}
    </p>
  ))
}

/** What a rates dialog needs to know. */
export interface RatesContext {
  rooms: Room[]
  currency: string
  today: Date
}

function PeriodForm({
  period,
  roomId: presetRoom,
  context,
  onDone,
}: {
  period: RatePeriod | null
  /** The room a new period is for, when chosen already. */
  roomId?: number
  context: RatesContext
  onDone: () => void
}) {
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as FormReply<RatePeriod> | undefined
  const { currency, rooms } = context
  const schema = React.useMemo(() => periodFormSchema(currency), [currency])
  const { form, fields, formProps } = useSchemaForm(schema, {
    lastResult: reply?.result,
    defaultValue: period
      ? { ...period, rate: rateToText(period.rate, currency), weekdays: period.weekdays ?? [] }
      : { roomId: presetRoom },
  })
  const [roomId, setRoomId] = React.useState(String(period?.roomId ?? presetRoom ?? ''))
  useOnAnswer(fetcher.state === 'idle' ? reply?.saved : undefined, (saved) => {
    toast.add({
      id: `rate-period-${saved.id}`,
      title: period ? 'Rate period saved' : 'Rate period added',
      description: `${rooms.find((room) => room.id === saved.roomId)?.name ?? 'Room'}: ${formatStay(saved.from, saved.to)}`,
      color: 'success',
      icon: <TagIcon />,
    })
    onDone()
  })
  const ticked = new Set(period?.weekdays ?? [])
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      aria-label={period ? 'Edit the rate period' : 'New rate period'}
      aria-busy={fetcher.state !== 'idle' || undefined}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="save-rate-period" />
      {period && <input type="hidden" name="id" value={period.id} />}
      <FormErrors errors={form.errors} />
      <Field meta={fields.roomId} label="Room" required>
        {(control) => (
          <SelectMenu
            name={control.name}
            items={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
            placeholder="Choose a room"
            value={roomId}
            onValueChange={(value) => setRoomId(value ?? '')}
          />
        )}
      </Field>
      <Field
        meta={fields.name}
        label="Name"
        hint="Optional"
        description="Such as Summer or Weekend."
      >
        <Input autoComplete="off" maxLength={60} />
      </Field>
      <DaysField
        label="Nights"
        unit="night"
        initial={period ?? undefined}
        error={fields.from.errors?.[0] ?? fields.to.errors?.[0]}
        today={context.today}
      />
      <fieldset className="grid gap-2" aria-describedby={`${form.id}-weekdays-help`}>
        <legend className="text-sm font-medium text-fg">Days of the week</legend>
        <p id={`${form.id}-weekdays-help`} className="text-sm text-muted">
          The nights it prices. Tick none for every night; a weekday’s rate wins over an every-night
          one.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              name={fields.weekdays.name}
              form={form.id}
              value={String(day)}
              label={WEEKDAY_NAMES[day]}
              defaultChecked={ticked.has(day)}
            />
          ))}
        </div>
        {fields.weekdays.errors?.[0] && (
          <p className="text-sm text-error">{fields.weekdays.errors[0]}</p>
        )}
      </fieldset>
      <Field meta={fields.rate} label="Nightly rate" description={`In ${currency}`} required>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="95.00"
          trailing={<span className="text-xs">{currency}</span>}
        />
      </Field>
      <DialogFooter className="pt-2">
        <Button variant="ghost" color="neutral" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {period ? 'Save rate period' : 'Add rate period'}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}

function RuleForm({
  rule,
  context,
  onDone,
}: {
  rule: StayRule | null
  context: RatesContext
  onDone: () => void
}) {
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as FormReply<StayRule> | undefined
  const { form, fields, formProps } = useSchemaForm(ruleFormSchema, {
    lastResult: reply?.result,
    defaultValue: rule ? { ...rule } : { minNights: 2 },
  })
  useOnAnswer(fetcher.state === 'idle' ? reply?.saved : undefined, (saved) => {
    toast.add({
      id: `stay-rule-${saved.id}`,
      title: rule ? 'Stay rule saved' : 'Stay rule added',
      description: formatStay(saved.from, saved.to),
      color: 'success',
      icon: <CalendarRangeIcon />,
    })
    onDone()
  })
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      aria-label={rule ? 'Edit the stay rule' : 'New stay rule'}
      aria-busy={fetcher.state !== 'idle' || undefined}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="save-stay-rule" />
      {rule && <input type="hidden" name="id" value={rule.id} />}
      <FormErrors errors={form.errors} />
      <Field meta={fields.name} label="Name" hint="Optional" description="Such as Festival week.">
        <Input autoComplete="off" maxLength={60} />
      </Field>
      <DaysField
        label="Dates"
        unit="date"
        initial={rule ?? undefined}
        error={fields.from.errors?.[0] ?? fields.to.errors?.[0]}
        today={context.today}
      />
      <Field
        meta={fields.minNights}
        label="Minimum stay"
        description="Nights, for a stay arriving on these dates (1: no minimum)."
        required
      >
        {(control) => (
          <NumberInput
            name={control.name}
            form={control.form}
            defaultValue={rule?.minNights ?? 2}
            min={1}
            max={MAX_NIGHTS}
          />
        )}
      </Field>
      <Switch
        name={fields.closedToArrival.name}
        form={form.id}
        label="Closed to arrival"
        description="No stay may arrive on these dates."
        defaultChecked={rule?.closedToArrival}
      />
      <Switch
        name={fields.closedToDeparture.name}
        form={form.id}
        label="Closed to departure"
        description="No stay may leave on these dates."
        defaultChecked={rule?.closedToDeparture}
      />
      <DialogFooter className="pt-2">
        <Button variant="ghost" color="neutral" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {rule ? 'Save stay rule' : 'Add stay rule'}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}

/** What the section is editing: a period or rule (`null`: a new one), or nothing. */
export type Editing =
  | { kind: 'period'; period: RatePeriod | null; roomId?: number }
  | { kind: 'rule'; rule: StayRule | null }
  | null

/** Creates or edits a rate period or a stay rule in a dialog. */
export function RateDialog({
  editing,
  context,
  onClose,
}: {
  editing: Editing
  context: RatesContext
  onClose: () => void
}) {
  const period = editing?.kind === 'period'
  const existing = editing && (editing.kind === 'period' ? editing.period : editing.rule)
  const title = `${existing ? 'Edit' : 'New'} ${period ? 'rate period' : 'stay rule'}`
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" data-slot="rate-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {period
              ? 'A room’s rate for some nights, over its base rate. Bookings already made keep their price.'
              : 'A limit on the stays that arrive or leave on some dates, for every room.'}
          </DialogDescription>
        </DialogHeader>
        {editing?.kind === 'period' && (
          <PeriodForm
            period={editing.period}
            roomId={editing.roomId}
            context={context}
            onDone={onClose}
          />
        )}
        {editing?.kind === 'rule' && (
          <RuleForm rule={editing.rule} context={context} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** What is about to be removed. */
export type Removing = { kind: 'period' | 'rule'; id: number; name: string } | null

/** Asks before removing a rate period or a stay rule. */
export function RemoveDialog({ removing, onClose }: { removing: Removing; onClose: () => void }) {
  const toast = useToast()
  const { submitIntent } = useAdminFetcher<WriteResult<unknown>>()
  const what = removing?.kind === 'rule' ? 'stay rule' : 'rate period'
  return (
    <ConfirmDialog
      open={removing !== null}
      onOpenChange={(open) => !open && onClose()}
      color="error"
      title={`Remove the ${what}${removing?.name ? ` “${removing.name}”` : ''}?`}
      description={
        removing?.kind === 'rule'
          ? 'Stays on its dates are no longer limited by it. Bookings already made stay as they are.'
          : 'Its nights go back to the room’s base rate. Bookings already made keep their price.'
      }
      confirmLabel={`Remove ${what}`}
      cancelLabel="Keep it"
      onConfirm={async () => {
        if (!removing) return
        const intent = removing.kind === 'rule' ? 'delete-stay-rule' : 'delete-rate-period'
        const result = await submitIntent(intent, { param: { id: String(removing.id) } })
        if (!result?.ok) throw new Error(result?.message ?? 'Something went wrong.')
        toast.add({
          id: `removed-${removing.kind}-${removing.id}`,
          title: removing.kind === 'rule' ? 'Stay rule removed' : 'Rate period removed',
          color: 'success',
        })
      }}
    />
  )
}
