/** Nightjar's built-in texts, in English. Every component takes its words from here. */
export const en = {
  code: 'en',
  messages: {
    noMatch: 'No matching data',
    noData: 'No data',
    close: 'Close',
    create: 'Create "{label}"',
    commandPlaceholder: 'Type a command or search...',
    searchPlaceholder: 'Search...',
    loading: 'Loading…',
    back: 'Back',
    remove: 'Remove',
    clear: 'Clear',
    notifications: 'Notifications ({hotkey})',
    calendar: {
      prevMonth: 'Previous month',
      nextMonth: 'Next month',
      prevYear: 'Previous year',
      nextYear: 'Next year',
      prevDecade: 'Previous years',
      nextDecade: 'Next years',
      selectMonth: 'Choose a month',
      selectYear: 'Choose a year',
      hours: 'Hours',
      minutes: 'Minutes',
      today: 'Today',
      quarter: 'Q{quarter}',
      week: 'Week {week}',
    },
  },
} as const

/** A locale: a code and a tree of messages shaped like the English one. */
export interface Locale {
  code: string
  messages: Messages
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type Messages = Widen<(typeof en)['messages']>

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** A dotted key into the messages: `'noMatch'`, `'calendar.nextMonth'`. */
export type MessageKey = Leaves<Messages>
