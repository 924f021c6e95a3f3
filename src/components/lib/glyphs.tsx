import type * as React from 'react'

/**
 * Small stroke icons (Lucide shapes) the components draw inline, so they need neither the icon
 * runtime nor a request; decorative, hidden from assistive technology. The app's own icons go
 * through `Icon` instead.
 */
function Icon({ children, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const ChevronLeftIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)
export const ChevronRightIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)
export const ChevronDownIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
export const ChevronUpIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="m18 15-6-6-6 6" />
  </Icon>
)
export const CalendarIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M8 2v4M16 2v4" />
    <rect width="18" height="18" x="3" y="4" rx="2" />
    <path d="M3 10h18" />
  </Icon>
)
export const ClockIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Icon>
)
export const XIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)
export const CheckIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)
export const PlusIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
export const SearchIcon = (props: React.ComponentProps<'svg'>) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
)
