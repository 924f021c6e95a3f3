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
    loadingCancelHint: 'Press Escape to cancel',
    back: 'Back',
    clear: 'Clear',
    removeItem: 'Remove {label}',
    confirm: 'Confirm',
    cancel: 'Cancel',
    commandPalette: 'Command palette',
    selectPlaceholder: 'Select an option',
    increment: 'Increase',
    decrement: 'Decrease',
    table: {
      selectAll: 'Select all rows',
      selectRow: 'Select row {row}',
      rowActions: 'Actions for row {row}',
      actions: 'Actions',
      pagination: 'Pagination',
      firstPage: 'First page',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      lastPage: 'Last page',
      pageOf: 'Page {page} of {count}',
      selected: '{count} of {total} selected',
    },
    notifications: 'Notifications ({hotkey})',
    pageLoading: 'Loading page',
    skipToContent: 'Skip to content',
    errorPage: {
      notFound: 'Page Not Found',
      serverError: 'Internal Server Error',
      goHome: 'Go back home',
    },
    buildUpdate: {
      title: 'A new version of this site is available',
      description: 'Reload to get the latest version.',
      reload: 'Reload',
    },
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
      weekNumber: 'Week number',
      pickDate: 'Pick a date',
      pickTime: 'Pick a time',
      presets: 'Presets',
      increase: 'Increase {unit}',
      decrease: 'Decrease {unit}',
      nightsRange: 'Nights: {min}–{max}',
      nightsMin: 'Nights: at least {min}',
      nightsMax: 'Nights: at most {max}',
      loadFailed: 'The calendar could not load. Check your connection and try again.',
      chooseStart: 'Choose your check-in',
      chooseEnd: 'Choose your check-out',
      night: '1 night',
      nights: '{count} nights',
      tooShort: 'fewer than {min} nights',
      tooLong: 'more than {max} nights',
      blocked: 'past a night that is not available',
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
