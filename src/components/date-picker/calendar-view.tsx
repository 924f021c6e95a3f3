/**
 * The day calendar (single, range, multiple and week modes) on react-day-picker. Loaded lazily:
 * only the date picker's views import this module.
 */
import { cva } from 'class-variance-authority'
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  format,
  isSameDay,
  startOfMonth,
} from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react'
import * as React from 'react'
import {
  addToRange,
  type ChevronProps,
  type ClassNames,
  type DateRange,
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

import { clampDate, dayBounds, weekBounds } from './date-logic'
import { endProblem, lastEnd, minNightsFrom, type RangeLimits, startProblem } from './range-rules'
import type { DateRangeValue, RangeDayInfo, ViewProps } from './types'

export type CalendarMode = 'single' | 'range' | 'multiple' | 'week'
export type CalendarViewProps = { [M in CalendarMode]: ViewProps<M> }[CalendarMode]

/** Day button looks; the states come from react-day-picker's modifiers. */
const dayButtonVariants = cva(
  'relative flex size-9 cursor-pointer items-center justify-center rounded-md text-sm text-fg tabular-nums transition-colors hover:bg-accented disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
  {
    variants: {
      state: {
        default: '',
        outside: 'text-muted',
        today: 'font-semibold text-primary ring-1 ring-primary/70 ring-inset',
        selected: 'bg-primary font-semibold text-on-color hover:bg-primary/85',
        middle: 'rounded-none bg-transparent hover:bg-bg/40',
        disabled:
          'text-muted line-through opacity-60 hover:bg-transparent aria-disabled:hover:bg-transparent',
      },
    },
    defaultVariants: { state: 'default' },
  },
)

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
  month_grid: 'border-collapse',
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

const weekClassNames: Partial<ClassNames> = {
  ...classNames,
  day: cn(classNames.day, 'group-hover/week:bg-accented group-hover/week:[&>button]:text-fg'),
}

function dayState(modifiers: DayButtonProps['modifiers']) {
  if (modifiers.disabled) return 'disabled'
  if (modifiers.range_middle) return 'middle'
  if (modifiers.selected) return 'selected'
  if (modifiers.today) return 'today'
  if (modifiers.outside) return 'outside'
  return 'default'
}

/** What the range calendar knows of each day, for its buttons' notes. */
const DayInfoContext = React.createContext<((day: Date) => RangeDayInfo | undefined) | undefined>(
  undefined,
)

/**
 * A day button: focuses itself when react-day-picker moves focus to it (without scrolling). A
 * day's note (its price) is drawn by CSS from `data-note`: its name carries it, and the button's
 * text stays the day's number, as its name starts with (axe's label-content-name-mismatch).
 */
function CalendarDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null)
  const note = React.useContext(DayInfoContext)?.(day.date)?.note
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true })
  }, [modifiers.focused])
  return (
    <button
      ref={ref}
      data-slot="calendar-day"
      data-day={format(day.date, 'yyyy-MM-dd')}
      data-note={note}
      className={cn(dayButtonVariants({ state: dayState(modifiers) }), className)}
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
  const { min, max, disabledDates, today, focusOnMount, mode } = props
  const bounds = dayBounds(min, max)
  // Days outside min/max (and 1900–2100) and the given matchers: react-day-picker's matchers.
  const disabled: Matcher[] = [
    { before: bounds.min },
    { after: bounds.max },
    ...[disabledDates ?? []].flat(),
  ]

  // Opens on the value's month, else today's, within the bounds.
  const [month, setMonth] = React.useState(() => {
    const { value } = props
    const first = value instanceof Date ? value : Array.isArray(value) ? value[0] : value?.from
    return startOfMonth(clampDate(first ?? today ?? new Date(), bounds.min, bounds.max))
  })
  // A range picker hears which months it shows (to load their days), each time they change:
  // those of the days before and after them too, which it shows in their weeks.
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
    startMonth: bounds.min,
    endMonth: bounds.max,
    today,
    autoFocus: focusOnMount,
    weekStartsOn: 1,
    ISOWeek: true,
    showOutsideDays: true,
    fixedWeeks: true,
    captionLayout: 'dropdown',
    disabled,
    classNames,
    components,
    labels: {
      labelDayButton: (date, modifiers) => {
        const name = format(date, 'd MMMM yyyy, EEEE')
        return modifiers.today ? `${name}, ${t('calendar.today')}` : name
      },
      labelPrevious: () => t('calendar.prevMonth'),
      labelNext: () => t('calendar.nextMonth'),
      labelMonthDropdown: () => t('calendar.selectMonth'),
      labelYearDropdown: () => t('calendar.selectYear'),
      labelWeekNumber: (week) => t('calendar.week', { week }),
      labelWeekNumberHeader: () => t('calendar.weekNumber'),
    },
  }

  let picker: React.ReactNode
  switch (props.mode) {
    case 'single': {
      const { value, onValueChange, numberOfMonths } = props
      picker = (
        <DayPicker
          {...shared}
          numberOfMonths={numberOfMonths}
          mode="single"
          required
          selected={value ?? undefined}
          onSelect={(_, day) => onValueChange(day)}
        />
      )
      break
    }
    case 'multiple': {
      const { value, onValueChange, numberOfMonths } = props
      picker = (
        <DayPicker
          {...shared}
          numberOfMonths={numberOfMonths}
          mode="multiple"
          selected={value ?? []}
          onSelect={(dates) =>
            onValueChange(
              dates?.length ? [...dates].sort((a, b) => a.getTime() - b.getTime()) : null,
            )
          }
        />
      )
      break
    }
    case 'week': {
      const { value, onValueChange } = props
      picker = (
        <DayPicker
          {...shared}
          showWeekNumber
          // The whole week under the pointer lights up: a click picks all of it.
          classNames={weekClassNames}
          mode="range"
          selected={value ?? undefined}
          onSelect={(_, day) => onValueChange(weekBounds(day))}
        />
      )
      break
    }
    case 'range':
      picker = <RangeCalendar {...props} shared={shared} disabled={disabled} setMonth={setMonth} />
      break
  }

  return (
    <div data-slot="date-picker-calendar" data-mode={mode}>
      {picker}
    </div>
  )
}

type RangeCalendarProps = ViewProps<'range'> & {
  shared: DayPickerProps
  disabled: Matcher[]
  setMonth: (month: Date) => void
}

/**
 * The range calendar: the first pick is the start (check-in), the second the end (check-out).
 * Given `dayInfo` it shows each day's note and, once a start is picked, disables the ends its
 * rules forbid; without it react-day-picker's `min`, `max` and `excludeDisabled` start a new
 * range on a day that breaks them. Hovering or focusing a possible end previews the range; the
 * footer, a live region, says what to pick next or what the range is.
 */
function RangeCalendar(props: RangeCalendarProps) {
  const { t, locale } = useLocale()
  const { value, onValueChange, shared, disabled, setMonth, numberOfMonths, presets } = props
  const { minNights, maxNights, dayInfo, describeRange } = props
  const hints = props.hints ?? { start: t('calendar.chooseStart'), end: t('calendar.chooseEnd') }
  const limits: RangeLimits = { dayInfo, minNights, maxNights }

  // The start picked while the value waits for its end; reset when the value changes.
  const [start, setStart] = React.useState<Date | null>(null)
  const [seenValue, setSeenValue] = React.useState(value)
  if (seenValue !== value) {
    setSeenValue(value)
    setStart(null)
  }
  // The day under the pointer or focus: the end of the previewed range.
  const [hovered, setHovered] = React.useState<Date>()

  const end = start ? lastEnd(start, limits) : undefined
  /** Why `day` cannot be picked next (a start, or an end once a start is picked). */
  const problem = (day: Date): string | undefined => {
    if (!start || day < start) return startProblem(day, limits)
    if (isSameDay(day, start)) return undefined
    const why = endProblem(start, day, limits, end)
    if (!why) return undefined
    return why.kind === 'closed' ? why.reason : t(`calendar.${why.kind}`, why)
  }
  // With day information, each day's own rules; without, react-day-picker's.
  const matchers = dayInfo ? [...disabled, (day: Date) => problem(day) !== undefined] : disabled
  const previewable = (day: Date) =>
    !!start &&
    day > start &&
    !problem(day) &&
    !rangeContainsModifiers({ from: start, to: day }, disabled)
  const preview = hovered && previewable(hovered) ? hovered : undefined

  const dates = new Intl.DateTimeFormat(locale.code, { dateStyle: 'medium' })
  const describe = (range: DateRangeValue) => {
    if (describeRange) return describeRange(range)
    const count = differenceInCalendarDays(range.to, range.from)
    const nights = count === 1 ? t('calendar.night') : t('calendar.nights', { count })
    return `${dates.formatRange(range.from, range.to)} · ${nights}`
  }
  const status = start
    ? preview
      ? describe({ from: start, to: preview })
      : hints.end
    : value
      ? describe(value)
      : hints.start
  // Says which stays the calendar accepts (react-day-picker starts again on a day breaking them).
  const rule =
    minNights && maxNights !== undefined
      ? t('calendar.nightsRange', { min: minNights, max: maxNights })
      : minNights
        ? t('calendar.nightsMin', { min: minNights })
        : maxNights !== undefined
          ? t('calendar.nightsMax', { max: maxNights })
          : undefined

  // A preset is offered when react-day-picker would accept it picked by hand.
  const allowed = (range: DateRangeValue) =>
    !!addToRange(range.to, { from: range.from }, minNights, maxNights, true)?.to &&
    !rangeContainsModifiers(range, disabled) &&
    !(dayInfo && (startProblem(range.from, limits) || endProblem(range.from, range.to, limits)))
  const pickPreset = (range: DateRangeValue) => {
    setStart(null)
    setMonth(startOfMonth(range.from))
    onValueChange(range)
  }
  const isCurrent = (range: DateRangeValue) =>
    !start && !!value && isSameDay(value.from, range.from) && isSameDay(value.to, range.to)
  const baseLabel = shared.labels!.labelDayButton!
  const selected: DateRange | undefined = start
    ? { from: start, to: undefined }
    : (value ?? undefined)

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
              onClick={() => pickPreset(preset.value)}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      ) : null}
      <DayInfoContext value={dayInfo}>
        <DayPicker
          {...shared}
          classNames={dayInfo ? notedClassNames : classNames}
          numberOfMonths={numberOfMonths}
          mode="range"
          required
          resetOnSelect
          min={start ? minNightsFrom(start, limits) : minNights}
          max={maxNights}
          excludeDisabled={!dayInfo}
          disabled={matchers}
          selected={selected}
          modifiers={{ preview: preview ? { from: addDays(start!, 1), to: preview } : [] }}
          modifiersClassNames={{ preview: 'bg-accented/60' }}
          labels={{
            ...shared.labels,
            labelDayButton: (date, modifiers) =>
              [baseLabel(date, modifiers), dayInfo?.(date)?.note, dayInfo && problem(date)]
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
              setStart(null)
              onValueChange({ from: range.from, to: range.to })
            } else setStart(range?.from ?? null)
          }}
        />
      </DayInfoContext>
    </div>
  )
}
