/**
 * The emails the inn sends a guest: a booking's confirmation, a change's notice (the stay as it
 * was and as it is, old and new totals) and a cancellation's notice, as
 * plain text and as HTML (one column, the mail client's own colours, so it reads in a light or a
 * dark client). The server's mailer and the mocks compose them here; links come in absolute.
 */
import { freeCancellationUntil, type StayFacts } from './bookings'
import { formatDate } from './format'
import { guestsLabel, nightsLabel } from './plural'
import { formatPrice } from './price'
import { type Settings } from './settings'

export const EMAIL_KINDS = ['confirmation', 'cancellation', 'change'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/**
 * An email's way through the outbox: new (written with its booking), held (composed; no mail
 * server, staff read it), pending (to send), sending, sent, uncertain (sending was interrupted:
 * it may have arrived, never sent again by itself), failed (refused for good).
 */
export const EMAIL_STATUSES = [
  'new',
  'held',
  'pending',
  'sending',
  'sent',
  'uncertain',
  'failed',
] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/** The booking as an email tells it. */
export interface MessageBooking extends StayFacts {
  reference: string
  guest: { name: string }
  cancelledBy: 'guest' | 'staff' | null
  freeCancellationDays: number
}

/** A booking's stay before a change (its change email says what it was). */
export interface StayBefore {
  roomName: string
  checkIn: string
  checkOut: string
  guests: number
  total: number
}

export interface MessageLinks {
  /** The booking's own link (with an access key). */
  booking: string
  /** Its calendar file (with the same key). */
  calendar: string
  /** The inn's home page (to book again). */
  home: string
}

export interface Message {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The stay, row by row: the same lines in the text and the HTML. */
function stayRows(booking: MessageBooking, settings: Settings): [string, string][] {
  return [
    ['Reference', booking.reference],
    ['Room', booking.roomName],
    ['Check-in', `${formatDate(booking.checkIn)}, from ${settings.checkInTime}`],
    ['Check-out', `${formatDate(booking.checkOut)}, by ${settings.checkOutTime}`],
    ['Stay', `${nightsLabel(booking.nights)}, ${guestsLabel(booking.guests)}`],
    ['Total', formatPrice(booking.total, booking.currency)],
  ]
}

/** A paragraph of text, or a link: what a message says, for both of its forms. */
type Block = string | { link: string; label: string }

function compose(
  subject: string,
  settings: Settings,
  opening: Block[],
  rows: [string, string][],
  closing: Block[],
): Message {
  const textBlock = (block: Block) =>
    typeof block === 'string' ? block : `${block.label}:\n${block.link}`
  // The inn, where it is and how to reach it (what it has set).
  const signature = [settings.innName, settings.address, settings.phone, settings.email]
    .filter(Boolean)
    .join('\n')
  const text = [
    ...opening.map(textBlock),
    rows.map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`).join('\n'),
    ...closing.map(textBlock),
    signature,
  ].join('\n\n')

  const htmlBlock = (block: Block) =>
    typeof block === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="color:#2f6fde;font-weight:600">${escapeHtml(block.label)}</a></p>`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>@media (prefers-color-scheme: dark) { a { color: #8ab4ff !important; } }</style>
</head>
<body style="margin:0;padding:24px 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${opening.map(htmlBlock).join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;font-weight:400;opacity:0.75;padding:4px 16px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${closing.map(htmlBlock).join('\n')}
<p style="margin:24px 0 0;opacity:0.75">${escapeHtml(signature).replaceAll('\n', '<br>')}</p>
</div>
</body>
</html>
`
  return { subject, text, html }
}

/** The confirmation of a booking: the stay, the total, the policy, the link and the calendar. */
export function confirmationMessage(
  booking: MessageBooking,
  settings: Settings,
  links: MessageLinks,
): Message {
  const until = freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
  return compose(
    `Your booking at ${settings.innName}: ${booking.reference}`,
    settings,
    [
      `Dear ${booking.guest.name},`,
      `Thank you for booking the ${booking.roomName}. Your stay is confirmed; keep your reference, the inn will ask for it when you arrive.`,
    ],
    stayRows(booking, settings),
    [
      `Free cancellation until ${formatDate(until)}. After that, contact the inn to cancel or change your booking.`,
      { link: links.booking, label: 'View or cancel your booking' },
      { link: links.calendar, label: 'Add your stay to your calendar' },
    ],
  )
}

/** The notice of a change by the inn: the stay as it is now, what it was, old and new totals. */
export function changeMessage(
  booking: MessageBooking,
  settings: Settings,
  links: MessageLinks,
  before: StayBefore,
): Message {
  const until = freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
  const total = formatPrice(booking.total, booking.currency)
  const rows = stayRows(booking, settings).map(([label, value]): [string, string] =>
    label === 'Total'
      ? [
          label,
          booking.total === before.total
            ? `${total} (unchanged)`
            : `${total} (was ${formatPrice(before.total, booking.currency)})`,
        ]
      : [label, value],
  )
  rows.splice(rows.length - 1, 0, [
    'Before',
    `${before.roomName}, ${formatDate(before.checkIn)} to ${formatDate(before.checkOut)}`,
  ])
  return compose(
    `Your booking has changed: ${booking.reference}`,
    settings,
    [
      `Dear ${booking.guest.name},`,
      `The inn has changed your booking. Here is your stay as it is now, with what it was before.`,
    ],
    rows,
    [
      `Free cancellation until ${formatDate(until)}. Contact the inn with any question about the change.`,
      { link: links.booking, label: 'View your booking' },
      { link: links.calendar, label: 'Update your calendar' },
    ],
  )
}

/** The notice of a cancellation, by the guest or by the inn. */
export function cancellationMessage(
  booking: MessageBooking,
  settings: Settings,
  links: MessageLinks,
): Message {
  return compose(
    `Booking cancelled: ${booking.reference}`,
    settings,
    [
      `Dear ${booking.guest.name},`,
      booking.cancelledBy === 'guest'
        ? `As you asked, your booking of the ${booking.roomName} is cancelled.`
        : `The inn has cancelled your booking of the ${booking.roomName}. Contact us with any question.`,
    ],
    stayRows(booking, settings),
    [
      'Nothing is held for you any more. We hope to welcome you another time.',
      { link: links.home, label: 'Find another stay' },
    ],
  )
}

/**
 * A staff member's link to set a new password (sent at once, never kept in the outbox: the
 * link opens the account). Says how long it works and what to do if they did not ask.
 */
export function passwordResetMessage(
  staff: { name: string; email: string },
  settings: Settings,
  link: string,
  lifetimeMinutes: number,
): Message {
  return compose(
    `Set a new password for ${settings.innName}`,
    settings,
    [
      `Dear ${staff.name},`,
      'Someone, probably you, asked to set a new password for your staff account.',
      { link, label: 'Set a new password' },
    ],
    [
      ['Account', staff.email],
      ['Link', `works once, for ${lifetimeMinutes} minutes`],
    ],
    [
      'If you did not ask, ignore this email: your password stays as it is. Nobody else can see this link.',
    ],
  )
}

/** The message of an email of a kind (a change's with the stay `before` it). */
export function composeMessage(
  kind: EmailKind,
  booking: MessageBooking,
  settings: Settings,
  links: MessageLinks,
  before?: StayBefore | null,
): Message {
  if (kind === 'change' && before) return changeMessage(booking, settings, links, before)
  return (kind === 'confirmation' ? confirmationMessage : cancellationMessage)(
    booking,
    settings,
    links,
  )
}
