import * as React from 'react'

import { type Settings, settingsSchema } from '@/api'
import { AsyncForm, Button } from '@/components/button'
import { Card, CardBody, CardFooter } from '@/components/card'
import { DatePickerField, type TimeValue } from '@/components/date-picker'
import { FormField, Label } from '@/components/form-field'
import { Input } from '@/components/input'
import { SelectMenu, type SelectMenuItem } from '@/components/select-menu'
import { useToast } from '@/components/toast'
import { isApiError } from '@/lib/api-client'
import { getSettings, putSettings } from '@/pages/admin/lib/admin-api'
import { AdminIcon } from '@/pages/admin/lib/admin-icons'
import { errorMessage } from '@/pages/admin/lib/format'
import { LoadError, SectionHeader, Skeleton } from '@/pages/admin/lib/section-parts'
import { useQuery } from '@/pages/admin/lib/use-query'

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

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: (s: Settings) => void }) {
  const toast = useToast()
  const [values, setValues] = React.useState<Settings>(initial)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [formError, setFormError] = React.useState<string | null>(null)
  const currencies = React.useMemo(() => currencyItems(initial.currency), [initial.currency])
  const zones = React.useMemo(() => timeZoneItems(initial.timeZone), [initial.timeZone])
  const changed = JSON.stringify(values) !== JSON.stringify(initial)

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const parsed = settingsSchema.safeParse(values)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        if (key && !(key in next)) next[key] = issue.message
      }
      setErrors(next)
      return
    }
    try {
      const saved = await putSettings(parsed.data)
      toast.add({
        id: 'settings-saved',
        title: 'Settings saved',
        description: `${saved.innName} · ${saved.currency} · check-in ${saved.checkInTime}, check-out ${saved.checkOutTime}`,
        color: 'success',
        icon: <AdminIcon name="settings" />,
      })
      onSaved(saved)
    } catch (error) {
      if (isApiError(error)) setErrors({ ...error.fields })
      setFormError(errorMessage(error))
    }
  }

  return (
    <AsyncForm onSubmit={submit} noValidate aria-label="Inn settings">
      <Card variant="subtle">
        <CardBody className="grid gap-5">
          {formError && (
            <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
              {formError}
            </p>
          )}
          <FormField label="Inn name" required error={errors.innName}>
            <Input
              value={values.innName}
              onChange={(event) => set('innName', event.target.value)}
              maxLength={100}
              autoComplete="organization"
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Currency"
              description="Rates and totals are shown in it."
              error={errors.currency}
            >
              <SelectMenu
                items={currencies}
                value={values.currency}
                onValueChange={(value) => {
                  if (value) set('currency', value)
                }}
              />
            </FormField>
            <FormField
              label="Time zone"
              description="Decides when “today” starts."
              error={errors.timeZone}
            >
              <SelectMenu
                items={zones}
                value={values.timeZone}
                onValueChange={(value) => {
                  if (value) set('timeZone', value)
                }}
              />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TimeField
              id="settings-check-in"
              label="Check-in from"
              value={values.checkInTime}
              error={errors.checkInTime}
              onChange={(value) => set('checkInTime', value)}
            />
            <TimeField
              id="settings-check-out"
              label="Check-out by"
              value={values.checkOutTime}
              error={errors.checkOutTime}
              onChange={(value) => set('checkOutTime', value)}
            />
          </div>
        </CardBody>
        <CardFooter className="justify-end">
          <Button
            variant="ghost"
            color="neutral"
            disabled={!changed}
            onClick={() => {
              setValues(initial)
              setErrors({})
              setFormError(null)
            }}
          >
            Reset
          </Button>
          <Button type="submit">Save settings</Button>
        </CardFooter>
      </Card>
    </AsyncForm>
  )
}

/** Settings: the inn's name, currency, check-in and check-out times, and time zone. */
export function SettingsSection() {
  const query = useQuery('settings', (signal) => getSettings(signal))
  const [saved, setSaved] = React.useState<Settings | null>(null)
  const current = saved ?? query.data

  return (
    <section aria-labelledby="settings-title" data-slot="settings-section" className="max-w-3xl">
      <SectionHeader
        id="settings-title"
        title="Settings"
        description="How the inn appears to guests and when its days start and end."
      />
      {query.error && !current ? (
        <LoadError title="Could not load the settings" error={query.error} onRetry={query.reload} />
      ) : current ? (
        <SettingsForm key={JSON.stringify(current)} initial={current} onSaved={setSaved} />
      ) : (
        <Skeleton className="h-96" />
      )}
    </section>
  )
}
