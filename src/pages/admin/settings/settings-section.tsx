import { SettingsIcon } from 'lucide-react'
import * as React from 'react'
import {
  Await,
  type FetcherWithComponents,
  type LoaderFunctionArgs,
  useFetcher,
} from 'react-router'
import * as z from 'zod'

import {
  type DemoData,
  endpoints,
  MAX_FREE_CANCELLATION_DAYS,
  type Settings,
  settingsSchema,
} from '@/api'
import { Button } from '@/components/button'
import { Card, CardBody, CardFooter } from '@/components/card'
import { DatePickerField, type TimeValue } from '@/components/date-picker'
import { ConfirmDialog } from '@/components/dialog'
import { FormField, Label } from '@/components/form-field'
import { Input } from '@/components/input'
import { NumberInput } from '@/components/number-input'
import { SelectMenu, type SelectMenuItem } from '@/components/select-menu'
import { Textarea } from '@/components/textarea'
import { useToast } from '@/components/toast'
import { plural } from '@/domain/plural'
import { REFERENCE_PREFIX_PATTERN } from '@/domain/reference'
import { Field, type FormReply, submitWithSchema, useInputControl, useSchemaForm } from '@/lib/form'
import { getDemo, getSettings, putSettings, removeDemo } from '@/pages/admin/lib/admin-api'
import {
  endpointAction,
  formAction,
  later,
  type SectionAction,
  useAdminFetcher,
  useOnAnswer,
  useSectionAction,
  useSectionData,
  type WriteResult,
} from '@/pages/admin/lib/admin-route'
import { PhotoField } from '@/pages/admin/lib/photo-upload'
import { AwaitLoadError, SectionHeader, Skeleton } from '@/pages/admin/lib/section-parts'

/** `15:00` ↔ `{ hours: 15, minutes: 0 }`. */
export function parseTime(value: string): TimeValue | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null
}
export function formatTime(value: TimeValue): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(value.hours)}:${pad(value.minutes)}`
}

function supported(key: 'currency' | 'timeZone', extra: string): string[] {
  let values: string[] = []
  try {
    values = Intl.supportedValuesOf(key)
  } catch {
    values = []
  }
  return values.includes(extra) ? values : [extra, ...values].sort()
}

function currencyItems(current: string): SelectMenuItem[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' })
  return supported('currency', current).map((code) => ({
    value: code,
    label: code,
    description: names.of(code),
  }))
}

function timeZoneItems(current: string): SelectMenuItem[] {
  return supported('timeZone', current).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
    keywords: [zone],
  }))
}

function TimeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-1.5" data-invalid={error ? true : undefined}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <DatePickerField
        id={id}
        mode="time"
        aria-labelledby={`${id}-label`}
        value={parseTime(value)}
        clearable={false}
        onChange={(time) => {
          if (time) onChange(formatTime(time))
        }}
        className="w-full"
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A reference with the prefix being typed (`NJ-7K3QF-2M9XD`), or the inn's until it is valid. */
function referenceExample(prefix: string) {
  const upper = prefix.trim().toUpperCase()
  return `${REFERENCE_PREFIX_PATTERN.test(upper) ? upper : '…'}-7K3QF-2M9XD`
}

/** The settings form: the contract's rules, with the form's message for a missing name. */
const settingsFormSchema = settingsSchema.extend({
  innName: z.string({ error: 'Enter the inn’s name.' }).pipe(settingsSchema.shape.innName),
})

/** The settings' fields, which an API error may name. */
const SETTINGS_FIELDS = Object.keys(settingsSchema.shape) as (keyof Settings)[]

type SettingsReply = FormReply<Settings>

/** The settings as they are. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    settings: later(getSettings(request.signal)),
    demo: later(getDemo(request.signal)),
  }
}

/** `save-settings`: checks the form as the page did, then saves; API errors land on the fields. */
function saveSettingsAction(formData: FormData): Promise<SettingsReply> {
  return submitWithSchema(formData, settingsFormSchema, putSettings, { fields: SETTINGS_FIELDS })
}

export const actions: Record<string, SectionAction> = {
  'save-settings': formAction(saveSettingsAction),
  /** Removes the demo and starts the inn afresh (`POST /api/admin/demo/remove`). */
  'remove-demo': endpointAction(endpoints.adminRemoveDemo, () => removeDemo()),
}

/** What the demo still holds, in words: "6 rooms, 12 bookings, 9 rate periods…". */
function demoHoldings(demo: DemoData) {
  return [
    plural(demo.rooms, 'room'),
    plural(demo.bookings, 'booking'),
    plural(demo.ratePeriods, 'rate period'),
    plural(demo.stayRules, 'stay rule'),
    plural(demo.closedNights, 'closed night'),
    plural(demo.photos, 'uploaded photo'),
  ].join(', ')
}

/**
 * While the database still runs the demo (its account is on): what it holds, and Remove the demo,
 * which asks first and then starts the inn afresh. Nothing when the inn has no demo.
 */
function DemoCard({ demo }: { demo: DemoData }) {
  const toast = useToast()
  const { submitIntent } = useAdminFetcher<WriteResult<DemoData>>()
  if (!demo.present) return null
  return (
    <Card variant="subtle" data-slot="demo-card" className="mt-8">
      <CardBody className="grid gap-3">
        <h2 id="demo-title" className="text-base font-semibold">
          Start without the demo
        </h2>
        <p className="text-sm text-muted">
          This inn still holds the demo: {demoHoldings(demo)}. Removing it starts the inn afresh:
          every booking, room, rate and photo goes (those added while trying it too), the settings
          become a new inn’s, and the demo’s account is switched off. Staff accounts stay.
        </p>
      </CardBody>
      <CardFooter className="justify-end">
        <ConfirmDialog
          trigger={
            <Button variant="outline" color="error">
              Remove the demo…
            </Button>
          }
          color="error"
          title="Remove the demo and start afresh?"
          description={`${demoHoldings(demo)} go for good, and the settings become a new inn’s. A backup taken before keeps them.`}
          confirmLabel="Remove the demo"
          cancelLabel="Keep it"
          onConfirm={async () => {
            const result = await submitIntent('remove-demo')
            if (!result?.ok) throw new Error(result?.message ?? 'Something went wrong.')
            toast.add({
              id: 'demo-removed',
              title: 'The demo is removed',
              description: 'Set the inn’s name and words, then add its rooms.',
              color: 'success',
              icon: <SettingsIcon />,
            })
          }}
        />
      </CardFooter>
    </Card>
  )
}

function SettingsForm({
  initial,
  fetcher,
}: {
  initial: Settings
  /** The section's fetcher: its answer outlives the form, which starts afresh once saved. */
  fetcher: FetcherWithComponents<unknown>
}) {
  const action = useSectionAction()
  const reply = fetcher.data as SettingsReply | undefined
  const { form, fields, formProps } = useSchemaForm(settingsFormSchema, {
    lastResult: reply?.result,
    defaultValue: { ...initial },
  })
  const currency = useInputControl(fields.currency)
  const timeZone = useInputControl(fields.timeZone)
  const checkIn = useInputControl(fields.checkInTime)
  const checkOut = useInputControl(fields.checkOutTime)
  const prefix = fields.referencePrefix.value ?? initial.referencePrefix
  const currencies = React.useMemo(() => currencyItems(initial.currency), [initial.currency])
  const zones = React.useMemo(() => timeZoneItems(initial.timeZone), [initial.timeZone])

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      data-slot="form"
      aria-busy={fetcher.state !== 'idle' || undefined}
      aria-label="Inn settings"
    >
      <Card variant="subtle">
        <CardBody className="grid gap-5">
          {form.errors?.map((message) => (
            <p
              key={message}
              role="alert"
              className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
            >
              {message}
            </p>
          ))}
          <Field meta={fields.innName} label="Inn name" required>
            <Input maxLength={100} autoComplete="organization" />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              meta={fields.shortName}
              label="Short name"
              description="Where the name does not fit: a phone’s header, the staff area."
            >
              <Input maxLength={30} />
            </Field>
            <Field
              meta={fields.referencePrefix}
              label="Reference prefix"
              description={`New bookings’ references start with it: ${referenceExample(prefix)}. Those made before keep theirs.`}
            >
              <Input
                maxLength={4}
                autoCapitalize="characters"
                spellCheck={false}
                className="uppercase sm:max-w-32"
              />
            </Field>
          </div>
          <Field
            meta={fields.tagline}
            label="Tagline"
            description="One line above the name on the home page, and its title."
          >
            <Input maxLength={80} />
          </Field>
          <Field
            meta={fields.intro}
            label="Welcome text"
            description="Under the name on the home page."
          >
            <Textarea rows={3} maxLength={600} />
          </Field>
          <PhotoField
            name={fields.logo.name}
            label="Logo"
            hint="Optional"
            description="Beside the inn’s name on its pages and in the staff area. A square picture suits it best."
            defaultValue={initial.logo}
            error={fields.logo.errors?.[0]}
            uploadLabel={initial.logo ? 'Replace the logo' : 'Upload a logo'}
          />
          <PhotoField
            name={fields.homePhoto.name}
            label="Home page photo"
            hint="Optional"
            description="Behind the name at the top of the home page. Without one, the site’s own picture shows."
            defaultValue={initial.homePhoto}
            error={fields.homePhoto.errors?.[0]}
            uploadLabel={initial.homePhoto ? 'Replace the photo' : 'Upload a photo'}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Currency"
              description="Rates and totals are shown in it."
              error={fields.currency.errors?.[0]}
            >
              <SelectMenu
                items={currencies}
                value={currency.value ?? null}
                onValueChange={(value) => {
                  if (value) currency.change(value)
                }}
              />
            </FormField>
            <FormField
              label="Time zone"
              description="Decides when “today” starts."
              error={fields.timeZone.errors?.[0]}
            >
              <SelectMenu
                items={zones}
                value={timeZone.value ?? null}
                onValueChange={(value) => {
                  if (value) timeZone.change(value)
                }}
              />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TimeField
              id="settings-check-in"
              label="Check-in from"
              value={checkIn.value ?? ''}
              error={fields.checkInTime.errors?.[0]}
              onChange={checkIn.change}
            />
            <TimeField
              id="settings-check-out"
              label="Check-out by"
              value={checkOut.value ?? ''}
              error={fields.checkOutTime.errors?.[0]}
              onChange={checkOut.change}
            />
          </div>
          <Field
            meta={fields.freeCancellationDays}
            label="Free cancellation"
            description="Days before check-in until which guests cancel from their booking’s link. After that, they contact the inn. A change applies to new bookings; those made before keep their terms."
            required
          >
            {(control) => (
              <NumberInput
                name={control.name}
                form={control.form}
                defaultValue={initial.freeCancellationDays}
                min={0}
                max={MAX_FREE_CANCELLATION_DAYS}
                className="sm:max-w-48"
              />
            )}
          </Field>
          <fieldset className="grid gap-5 border-t border-border pt-5">
            <legend className="sr-only">Shown to guests</legend>
            <p className="text-sm text-muted">
              Shown to guests on the site, their booking and their emails. Leave a field empty to
              show nothing for it.
            </p>
            <Field meta={fields.address} label="Address">
              <Textarea rows={3} maxLength={300} autoComplete="street-address" />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field meta={fields.phone} label="Phone">
                <Input type="tel" maxLength={40} autoComplete="tel" />
              </Field>
              <Field meta={fields.email} label="Contact email">
                <Input type="email" maxLength={254} autoComplete="email" />
              </Field>
            </div>
            <Field meta={fields.houseRules} label="House rules" description="One rule per line.">
              <Textarea rows={4} maxLength={2000} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-3">
              <Field meta={fields.website} label="Website">
                <Input type="url" maxLength={300} placeholder="https://" autoComplete="url" />
              </Field>
              <Field meta={fields.instagram} label="Instagram">
                <Input type="url" maxLength={300} placeholder="https://instagram.com/…" />
              </Field>
              <Field meta={fields.facebook} label="Facebook">
                <Input type="url" maxLength={300} placeholder="https://facebook.com/…" />
              </Field>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field meta={fields.legalName} label="Legal name">
                <Input maxLength={150} autoComplete="organization" />
              </Field>
              <Field meta={fields.taxId} label="Tax number">
                <Input maxLength={40} />
              </Field>
            </div>
          </fieldset>
        </CardBody>
        <CardFooter className="justify-end">
          <Button
            variant="ghost"
            color="neutral"
            disabled={!form.dirty}
            onClick={() => form.reset()}
          >
            Reset
          </Button>
          <Button
            type="submit"
            name="intent"
            value="save-settings"
            loading={fetcher.state !== 'idle'}
          >
            Save settings
          </Button>
        </CardFooter>
      </Card>
    </fetcher.Form>
  )
}

/**
 * Settings: the inn's name and words (short name, tagline, welcome text, reference prefix),
 * currency, check-in and check-out times, time zone, cancellation policy, and what guests see of
 * it (address, contact, house rules, links, the business behind it).
 */
export function SettingsSection() {
  const { settings, demo } = useSectionData<typeof loader>()
  const toast = useToast()
  const fetcher = useFetcher()
  const reply = fetcher.data as SettingsReply | undefined

  // Saved: a toast (the router reloads the settings, which start the form afresh).
  useOnAnswer(fetcher.state === 'idle' ? reply?.saved : undefined, (saved) =>
    toast.add({
      id: 'settings-saved',
      title: 'Settings saved',
      description: `${saved.innName} · ${saved.currency} · check-in ${saved.checkInTime}, check-out ${saved.checkOutTime}`,
      color: 'success',
      icon: <SettingsIcon />,
    }),
  )

  return (
    <section aria-labelledby="settings-title" data-slot="settings-section" className="max-w-3xl">
      <SectionHeader
        id="settings-title"
        title="Settings"
        description="How the inn appears to guests, when its days start and end, and its cancellation policy."
      />
      <React.Suspense fallback={<Skeleton className="h-96" />}>
        <Await
          resolve={settings}
          errorElement={<AwaitLoadError title="Could not load the settings" />}
        >
          {(current: Settings) => (
            <SettingsForm key={JSON.stringify(current)} initial={current} fetcher={fetcher} />
          )}
        </Await>
      </React.Suspense>
      <React.Suspense fallback={null}>
        {/* Without the card if it cannot be had: the settings are what the page is for. */}
        <Await resolve={demo} errorElement={<></>}>
          {(data: DemoData) => <DemoCard demo={data} />}
        </Await>
      </React.Suspense>
    </section>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = SettingsSection
