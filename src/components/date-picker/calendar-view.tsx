/** The day calendar (single, range, multiple and week modes) on react-day-picker; loaded lazily. */
import {
  addDays,
  addMonths,
  clamp,
  compareAsc,
  differenceInCalendarDays,
  format,
  isSameDay,
  startOfMonth,
} from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react'
import * as React from 'react'
import {
  type ChevronProps,
  type ClassNames,
  DayButton,
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Matcher,
  Nav,
  type NavProps,
  rangeContainsModifiers,
} from 'react-day-picker'

import { Button, buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { dayBounds, weekBounds } from './date-logic'
import { endProblem, lastEnd, minNightsFrom, startProblem } from './range-rules'
import type { DatePickerModeOptions, DateRangeValue, ViewProps } from './types'

type CalendarMode = 'single' | 'range' | 'multiple' | 'week'
export type CalendarViewProps = { [M in CalendarMode]: ViewProps<M> }[CalendarMode]

const dayButton =
  'relative flex size-9 cursor-pointer items-center justify-center rounded-md text-sm text-fg tabular-nums transition-colors hover:bg-accented disabled:cursor-not-allowed aria-disabled:cursor-not-allowed'

/** A day's look by the first of react-day-picker's modifiers it has. */
const dayStates: Record<string, string> = {
  disabled:
    'text-muted line-through opacity-60 hover:bg-transparent aria-disabled:hover:bg-transparent',
  range_middle: 'rounded-none bg-transparent hover:bg-bg/40',
  selected: 'bg-primary font-semibold text-on-color hover:bg-primary/85',
  today: 'font-semibold text-primary ring-1 ring-primary/70 ring-inset',
  outside: 'text-muted',
}

const pagerButton = cn(
  buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm', square: true }),
  'aria-disabled:opacity-40',
)

const classNames: Partial<ClassNames> = {
  root: 'w-fit',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex flex-col gap-2',
  nav: 'absolute inset-x-0 top-0 z-10 flex h-9 items-center justify-between',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label:
    'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm font-medium whitespace-nowrap [&_svg]:size-3.5 [&_svg]:text-muted',
  dropdowns: 'flex items-center gap-1.5 text-sm font-medium',
  dropdown_root:
    'relative rounded-md border border-border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary hover:bg-accented',
  dropdown: 'absolute inset-0 w-full cursor-pointer bg-elevated text-fg opacity-0',
  button_previous: pagerButton,
  button_next: pagerButton,
  weekday: 'size-9 p-0 text-xs font-normal text-muted',
  week_number_header: 'size-9 p-0 text-xs font-normal text-muted',
  week_number: 'size-9 p-0 text-center text-xs font-normal text-muted',
  week: 'group/week',
  day: 'size-9 p-0 text-center',
  range_start: 'rounded-l-md bg-accented',
  range_middle: 'bg-accented',
  range_end: 'rounded-r-md bg-accented',
  footer: 'pt-2 text-sm text-muted',
}

/** Days with a note under the number: taller cells. */
const notedClassNames: Partial<ClassNames> = {
  ...classNames,
  day: 'h-12 w-10 p-0 text-center',
  day_button:
    'min-h-12 min-w-10 flex-col gap-0.5 leading-none after:text-[0.625rem] after:font-normal after:text-muted after:content-[attr(data-note)] aria-disabled:after:content-none disabled:after:content-none',
}

/** The whole week under the pointer lights up: a click picks all of it. */
const weekClassNames: Partial<ClassNames> = {
  ...classNames,
  day: cn(classNames.day, 'group-hover/week:bg-accented group-hover/week:[&>button]:text-fg'),
}

/** What the range calendar knows of each day, for its buttons' notes. */
const DayInfoContext = React.createContext<DatePickerModeOptions['range']['dayInfo']>(undefined)

/**
 * react-day-picker's day button (it takes the focus) with our looks. Its note is drawn from
 * `data-note`, so its text stays the number its name starts with (axe: label-content-name-mismatch).
 */
function CalendarDayButton({ className, ...props }: DayButtonProps) {
  const note = React.useContext(DayInfoContext)?.(props.day.date)?.note
  const state = Object.keys(dayStates).find((name) => props.modifiers[name])
  return (
    <DayButton
      data-slot="calendar-day"
      data-day={props.day.isoDate}
      data-note={note}
      className={cn(dayButton, state && dayStates[state], className)}
      {...props}
    />
  )
}

/** react-day-picker's month paging without its `nav` landmark (paging is no site navigation). */
const CalendarNav = (props: NavProps) => <Nav {...props} role="none" aria-label={undefined} />

const chevrons = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = chevrons[orientation]
  return <Icon className={className} />
}

const components = { DayButton: CalendarDayButton, Nav: CalendarNav, Chevron: CalendarChevron }

export function CalendarView(props: CalendarViewProps) {
  const { t } = useLocale()
  const { min, max } = dayBounds(props.min, props.max)
  const disabled = [{ before: min }, { after: max }, props.disabledDates ?? []].flat()

  // Opens on the value's month, else today's, within the bounds.
  const [month, setMonth] = React.useState(() => {
    const { value } = props
    const first = value instanceof Date ? value : Array.isArray(value) ? value[0] : value?.from
    return startOfMonth(clamp(first ?? props.today ?? new Date(), { start: min, end: max }))
  })
  // A range picker hears which months it shows, and the months beside them, to load their days.
  const monthsShown = React.useEffectEvent(() => {
    if (props.mode !== 'range') return
    const count = (props.numberOfMonths ?? 1) + 2
    props.onMonthsShown?.(Array.from({ length: count }, (_, i) => addMonths(month, i - 1)))
  })
  const shownAt = month.getTime()
  React.useEffect(() => monthsShown(), [shownAt])

  const shared: DayPickerProps = {
    month,
    onMonthChange: setMonth,
    startMonth: min,
    endMonth: max,
    today: props.today,
    numberOfMonths: 'numberOfMonths' in props ? props.numberOfMonths : undefined,
    autoFocus: props.focusOnMount,
    ISOWeek: true,
    showOutsideDays: true,
    fixedWeeks: true,
    captionLayout: 'dropdown',
    disabled,
    classNames,
    components,
    labels: {
      labelDayButton: (date, modifiers) =>
        format(date, 'd MMMM yyyy, EEEE') + (modifiers.today ? `, ${t('calendar.today')}` : ''),
      labelPrevious: () => t('calendar.prevMonth'),
      labelNext: () => t('calendar.nextMonth'),
      labelMonthDropdown: () => t('calendar.selectMonth'),
      labelYearDropdown: () => t('calendar.selectYear'),
      labelWeekNumber: (week) => t('calendar.week', { week }),
      labelWeekNumberHeader: () => t('calendar.weekNumber'),
    },
  }

  let selection: DayPickerProps
  switch (props.mode) {
    case 'range':
      return <RangeCalendar {...props} shared={shared} />
    case 'single':
      selection = {
        mode: 'single',
        required: true,
        selected: props.value ?? undefined,
        onSelect: (_, day) => props.onChange(day),
      }
      break
    case 'multiple':
      selection = {
        mode: 'multiple',
        selected: props.value ?? [],
        onSelect: (dates = []) => props.onChange(dates.length ? dates.toSorted(compareAsc) : null),
      }
      break
    case 'week':
      selection = {
        mode: 'range',
        showWeekNumber: true,
        classNames: weekClassNames,
        selected: props.value ?? undefined,
        onSelect: (_, day) => props.onChange(weekBounds(day)),
      }
  }
  return <DayPicker data-slot="date-picker-calendar" {...shared} {...selection} />
}

/**
 * The range calendar: the first pick is the start, the second the end. With `dayInfo`, each day's
 * own rules disable it; without, react-day-picker's `min`, `max` and `excludeDisabled` start again
 * on a day breaking them. The footer, a live region, says what to pick next or the range previewed.
 */
function RangeCalendar({ shared, ...props }: ViewProps<'range'> & { shared: DayPickerProps }) {
  const { t, locale } = useLocale()
  const { value, onChange, presets, minNights, maxNights, dayInfo } = props
  const disabled = shared.disabled as Matcher[]
  const label = shared.labels!.labelDayButton!
  const hints = props.hints ?? { start: t('calendar.chooseStart'), end: t('calendar.chooseEnd') }

  // The start picked while the value waits for its end; forgotten when the value changes.
  const [pending, setPending] = React.useState<{ start: Date; of: typeof value }>()
  const start = pending?.of === value ? pending.start : undefined
  const setStart = (day?: Date) => setPending(day && { start: day, of: value })
  // The day under the pointer or focus: the end of the previewed range.
  const [hovered, setHovered] = React.useState<Date>()

  const end = start && lastEnd(start, props)
  /** Why `day` cannot be picked next (a start, or an end once a start is picked). */
  const problem = (day: Date): string | undefined => {
    if (!start || day < start) return startProblem(day, props)
    if (isSameDay(day, start)) return undefined
    const why = endProblem(start, day, props, end)
    return why?.kind === 'closed' ? why.reason : why && t(`calendar.${why.kind}`, why)
  }
  // A range is offered (a preset, the preview) when it keeps the rules of one picked by hand.
  const allowed = ({ from, to }: DateRangeValue) =>
    !rangeContainsModifiers({ from, to }, disabled) &&
    !startProblem(from, props) &&
    !endProblem(from, to, props)
  const preview =
    start && hovered && hovered > start && allowed({ from: start, to: hovered })
      ? hovered
      : undefined

  const dates = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium' })
  const describe = (range: DateRangeValue) => {
    if (props.describeRange) return props.describeRange(range)
    const count = differenceInCalendarDays(range.to, range.from)
    const nights = count === 1 ? t('calendar.night') : t('calendar.nights', { count })
    return `${dates.formatRange(range.from, range.to)} · ${nights}`
  }
  // The range previewed, else the one picked; without either, what to pick next.
  const shown = start ? preview && { from: start, to: preview } : value
  const status = shown ? describe(shown) : start ? hints.end : hints.start
  // Says which stays the calendar accepts (react-day-picker starts again on a day breaking them).
  const rule =
    minNights && maxNights !== undefined
      ? t('calendar.nightsRange', { min: minNights, max: maxNights })
      : minNights
        ? t('calendar.nightsMin', { min: minNights })
        : maxNights !== undefined && t('calendar.nightsMax', { max: maxNights })

  const isCurrent = (range: DateRangeValue) =>
    !start && !!value && isSameDay(value.from, range.from) && isSameDay(value.to, range.to)

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {presets?.length ? (
        <div
          role="group"
          aria-label={t('calendar.presets')}
          data-slot="date-picker-presets"
          className="flex flex-wrap gap-1 sm:w-36 sm:flex-col sm:border-r sm:border-border sm:pr-3"
        >
          {presets.map((preset) => (
            <Button
              key={preset.label}
              variant="ghost"
              color="neutral"
              size="sm"
              className="justify-start aria-pressed:bg-accented"
              aria-pressed={isCurrent(preset.value)}
              disabled={!allowed(preset.value)}
              onClick={() => {
                setStart()
                shared.onMonthChange?.(startOfMonth(preset.value.from))
                onChange(preset.value)
              }}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      ) : null}
      <DayInfoContext value={dayInfo}>
        <DayPicker
          data-slot="date-picker-calendar"
          {...shared}
          classNames={dayInfo ? notedClassNames : classNames}
          mode="range"
          required
          resetOnSelect
          min={start ? minNightsFrom(start, props) : minNights}
          max={maxNights}
          excludeDisabled={!dayInfo}
          disabled={dayInfo ? [...disabled, (day: Date) => problem(day) !== undefined] : disabled}
          selected={start ? { from: start, to: undefined } : (value ?? undefined)}
          modifiers={{ preview: preview ? { from: addDays(start!, 1), to: preview } : [] }}
          modifiersClassNames={{ preview: 'bg-accented/60' }}
          labels={{
            ...shared.labels,
            labelDayButton: (date, modifiers) =>
              [label(date, modifiers), dayInfo?.(date)?.note, dayInfo && problem(date)]
                .filter(Boolean)
                .join(', '),
          }}
          onDayMouseEnter={setHovered}
          onDayFocus={setHovered}
          onDayMouseLeave={() => setHovered(undefined)}
          footer={
            <span data-slot="date-picker-range-status" className="grid">
              <span>{status}</span>
              {rule ? <span>{rule}</span> : null}
            </span>
          }
          onSelect={(range, day) => {
            // An earlier day than the start is a new start, not the start of a backwards range.
            if (start && day < start) return setStart(day)
            if (range?.from && range.to) {
              setStart()
              onChange({ from: range.from, to: range.to })
            } else setStart(range?.from)
          }}
        />
      </DayInfoContext>
    </div>
  )
}
