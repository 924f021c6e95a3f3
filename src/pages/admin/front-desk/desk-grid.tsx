import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowRightLeftIcon, PlusIcon, XIcon } from 'lucide-react'
import * as React from 'react'

import {
  type Booking,
  type ChangePricing,
  type FrontDesk,
  type PriceQuestion as PriceQuestionAnswer,
  type Room,
} from '@/api'
import { Button } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useToast } from '@/components/toast'
import { formatPrice } from '@/domain/price'
import { formatDay, formatStay } from '@/domain/staff-format'
import { stayMayChange } from '@/domain/stay'
import { PriceQuestion } from '@/pages/admin/bookings/price-question'
import { useAdminFetcher, type WriteResult } from '@/pages/admin/lib/admin-route'

import {
  barLabel,
  barPlacement,
  DAY_WIDTH,
  dayWidthFor,
  DESK_STATUS_LABELS,
  type DeskStatus,
  deskStatus,
  type GridShift,
  roomColumnWidth,
  ROW_HEIGHT,
  shiftedStay,
  snapShift,
  windowDays,
} from './desk-layout'

/** Each status's bar: colour and ring (the legend uses the same). */
export const STATUS_CLASSES: Record<DeskStatus, string> = {
  confirmed: 'bg-primary/20 text-fg ring-primary/60 hover:bg-primary/30',
  checked_in: 'bg-info/25 text-fg ring-info/70 hover:bg-info/35',
  checked_out: 'bg-elevated text-muted ring-border hover:bg-accented',
  no_show:
    'bg-warning/15 text-fg ring-warning/60 hover:bg-warning/25 [background-image:repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.18)_6px_9px)]',
}

/** A closed night's cell: hatched. */
export const CLOSED_CLASS =
  'bg-[repeating-linear-gradient(135deg,var(--color-elevated)_0_4px,transparent_4px_9px)]'

/** A move being made: by dragging or with the arrow keys; `pending` once the server is asked. */
interface Moving {
  booking: Booking
  shift: GridShift
  via: 'drag' | 'keys'
  pending?: boolean
}

/** A pointer on a bar, before and while it drags. */
interface Press {
  booking: Booking
  pointerId: number
  touch: boolean
  x: number
  y: number
  active: boolean
  timer?: ReturnType<typeof setTimeout>
}

/** How long a finger rests on a bar before it drags it (a quicker swipe scrolls the grid). */
const LONG_PRESS_MS = 350
/** The header row's height (`h-14`), px. */
const HEADER_HEIGHT = 56

export interface DeskGridProps {
  desk: FrontDesk
  /** A bar's tap or Enter. */
  onOpen: (booking: Booking) => void
  /** A tap on an empty night of a room, today or later (no night: the room's name). */
  onNewBooking: (roomId: number, night?: string) => void
}

/**
 * The front desk's tape chart: rooms × days in a box that scrolls both ways (the room names and
 * the days stay in view), stays as bars by status, closed nights hatched, today marked. A bar
 * opens its booking; dragging it (a mouse at once, a finger after resting on it) or its arrow
 * keys then Enter move it, and the server decides: a refusal is said above the grid and the bar
 * stays where it was. Rows are virtualized, so an inn of many rooms draws only those in view.
 */
export function DeskGrid({ desk, onOpen, onNewBooking }: DeskGridProps) {
  const toast = useToast()
  const { submitIntent } = useAdminFetcher<WriteResult<Booking>>()
  const days = React.useMemo(() => windowDays(desk.from, desk.days), [desk.from, desk.days])
  const todayIndex = days.indexOf(desk.today)
  const rooms = desk.rooms
  const stays = React.useMemo(() => {
    const byRoom = new Map<number, Booking[]>()
    for (const booking of desk.bookings) {
      byRoom.set(booking.roomId, [...(byRoom.get(booking.roomId) ?? []), booking])
    }
    return byRoom
  }, [desk.bookings])
  /** Each closed night (`room|date`) and why (empty: not said). */
  const closed = React.useMemo(
    () => new Map(desk.closures.map((c) => [`${c.roomId}|${c.date}`, c.reason ?? ''])),
    [desk.closures],
  )

  const scrollRef = React.useRef<HTMLDivElement>(null)
  const headerRef = React.useRef<HTMLDivElement>(null)
  // The days share the box's width (a wide screen shows wider days, a phone scrolls).
  const [boxWidth, setBoxWidth] = React.useState(0)
  React.useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const measure = () => setBoxWidth(box.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  const dayWidth = boxWidth ? dayWidthFor(boxWidth, days.length) : DAY_WIDTH
  const roomWidth = roomColumnWidth(boxWidth || 1024)
  // eslint-disable-next-line react-hooks/incompatible-library -- its functions are read on each render, nothing memoizes them
  const virtualizer = useVirtualizer({
    count: rooms.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // The body starts under the header row.
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1024, height: 640 },
  })

  const [moving, setMoving] = React.useState<Moving | null>(null)
  const [refusal, setRefusal] = React.useState<string | null>(null)
  /** A move that changes the price, asked first. */
  const [asked, setAsked] = React.useState<{ move: Moving; question: PriceQuestionAnswer } | null>(
    null,
  )
  const [said, setSaid] = React.useState('')
  const press = React.useRef<Press | null>(null)
  /** A drag just ended: the click that follows is not a tap. */
  const dragged = React.useRef(false)
  /** The last finger landed while the grid coasted: it stopped the grid, and that is all. */
  const coasted = React.useRef(false)
  const titleId = React.useId()
  const hintId = React.useId()
  const movableHintId = React.useId()
  const newHintId = React.useId()

  const targetOf = React.useCallback(
    (move: Moving) => shiftedStay(move.booking, rooms, move.shift),
    [rooms],
  )
  const describe = (move: Moving) => {
    const target = targetOf(move)
    return `${move.booking.guest.name} to ${target.room?.name ?? ''}, ${formatStay(target.checkIn, target.checkOut)}`
  }

  // A finger that rests on a bar drags it: the page must not scroll meanwhile (touchmove is
  // cancelable only from a listener that is not passive).
  React.useEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const hold = (event: TouchEvent) => {
      if (press.current?.active) event.preventDefault()
    }
    // A finger that lands while the grid still coasts from a swipe only stops it. The browser
    // lets no listener cancel that touch's moves, so it would scroll under a drag: no drag starts.
    const land = (event: TouchEvent) => {
      coasted.current = !event.cancelable
      if (coasted.current && press.current?.touch) {
        clearTimeout(press.current.timer)
        press.current = null
      }
    }
    box.addEventListener('touchmove', hold, { passive: false })
    box.addEventListener('touchstart', land, { passive: true })
    return () => {
      box.removeEventListener('touchmove', hold)
      box.removeEventListener('touchstart', land)
    }
  }, [])

  // Keep the moving bar's target in view (rows may be virtualized away).
  React.useEffect(() => {
    if (!moving || moving.via !== 'keys') return
    const target = targetOf(moving)
    const row = rooms.findIndex((room) => room.id === target.roomId)
    if (row >= 0) virtualizer.scrollToIndex(row, { align: 'auto' })
    const box = scrollRef.current
    const day = days.indexOf(target.checkIn)
    if (box && day >= 0) {
      // The room names stay on the left: the days show right of them.
      const x = roomWidth + day * dayWidth
      if (x < box.scrollLeft + roomWidth) box.scrollLeft = x - roomWidth
      else if (x + 2 * dayWidth > box.scrollLeft + box.clientWidth) {
        box.scrollLeft = x + 2 * dayWidth - box.clientWidth
      }
    }
  }, [moving, targetOf, rooms, days, virtualizer, roomWidth, dayWidth])

  async function commit(move: Moving, price?: ChangePricing) {
    setAsked(null)
    const target = targetOf(move)
    const { booking } = move
    if (
      target.roomId === booking.roomId &&
      target.checkIn === booking.checkIn &&
      target.checkOut === booking.checkOut
    ) {
      setMoving(null)
      return
    }
    setMoving({ ...move, pending: true })
    setSaid(`Moving ${describe(move)}…`)
    const result = await submitIntent('move-booking', {
      param: { id: booking.id },
      json: {
        roomId: target.roomId,
        checkIn: target.checkIn,
        checkOut: target.checkOut,
        price,
      },
    })
    setMoving(null)
    if (!result?.ok && result?.price) {
      // The move changes the price: asked above the grid, the bar back in its place meanwhile.
      setAsked({ move, question: result.price })
      setSaid(`Moving ${describe(move)} changes the price: keep it or charge the new one.`)
      return
    }
    if (!result?.ok) {
      const why =
        Object.values(result?.fields ?? {})[0] ?? result?.message ?? 'Something went wrong.'
      const text = `${booking.guest.name}’s booking was not moved to ${target.room?.name ?? 'that room'}, ${formatStay(target.checkIn, target.checkOut)}: ${why}`
      setRefusal(text)
      setSaid('')
      return
    }
    const moved = result.value
    setSaid(
      `Moved ${moved.guest.name} to ${moved.roomName}, ${formatStay(moved.checkIn, moved.checkOut)}.`,
    )
    toast.add({
      id: `moved-${moved.id}`,
      title: 'Booking moved',
      description: `${moved.reference} · ${moved.roomName}, ${formatStay(moved.checkIn, moved.checkOut)}, ${formatPrice(moved.total, moved.currency)}`,
      color: 'success',
      icon: <ArrowRightLeftIcon />,
    })
  }

  // ── Pointer: a press on a bar, a drag, a drop ──
  const endPress = () => {
    if (press.current?.timer) clearTimeout(press.current.timer)
    press.current = null
  }
  const startDrag = (current: Press) => {
    current.active = true
    setRefusal(null)
    setMoving({ booking: current.booking, shift: { days: 0, rows: 0 }, via: 'drag' })
    setSaid(`Moving ${current.booking.guest.name}: drop the bar on the new room and dates.`)
  }
  const onBarPointerDown = (event: React.PointerEvent<HTMLButtonElement>, booking: Booking) => {
    // A tap after a drag whose click never came (a finger's) is a tap again.
    dragged.current = false
    if (!stayMayChange(booking) || event.button !== 0 || moving?.pending) return
    const element = event.currentTarget
    const current: Press = {
      booking,
      pointerId: event.pointerId,
      touch: event.pointerType === 'touch',
      x: event.clientX,
      y: event.clientY,
      active: false,
    }
    press.current = current
    if (current.touch) {
      current.timer = setTimeout(() => {
        if (press.current !== current) return
        try {
          element.setPointerCapture(current.pointerId)
        } catch {
          // The finger has already left.
        }
        startDrag(current)
      }, LONG_PRESS_MS)
    } else {
      try {
        element.setPointerCapture(event.pointerId)
      } catch {
        // A pointer the browser does not know (a synthetic one): the bar gets its moves anyway.
      }
    }
  }
  const onBarPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const current = press.current
    if (!current || current.pointerId !== event.pointerId) return
    const dx = event.clientX - current.x
    const dy = event.clientY - current.y
    if (!current.active) {
      const far = Math.hypot(dx, dy)
      // A finger that moves before resting scrolls the grid; a mouse drags after 4 px.
      if (current.touch && far > 8) endPress()
      else if (!current.touch && far > 4) startDrag(current)
      return
    }
    const shift = snapShift(dx, dy, dayWidth)
    setMoving((previous) =>
      previous &&
      previous.via === 'drag' &&
      (previous.shift.days !== shift.days || previous.shift.rows !== shift.rows)
        ? { ...previous, shift }
        : previous,
    )
  }
  const onBarPointerUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    const current = press.current
    if (!current || current.pointerId !== event.pointerId) return
    const wasActive = current.active
    endPress()
    if (!wasActive) return
    dragged.current = true
    const shift = snapShift(event.clientX - current.x, event.clientY - current.y, dayWidth)
    void commit({ booking: current.booking, shift, via: 'drag' })
  }
  const onBarPointerCancel = () => {
    if (press.current?.active) {
      setMoving(null)
      setSaid('Move cancelled.')
    }
    endPress()
  }

  // ── Keys: arrows move the bar's ghost, Enter moves it, Escape leaves it ──
  const onBarKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, booking: Booking) => {
    const mine = moving?.booking.id === booking.id && moving.via === 'keys' ? moving : null
    const step: Record<string, GridShift> = {
      ArrowLeft: { days: -1, rows: 0 },
      ArrowRight: { days: 1, rows: 0 },
      ArrowUp: { days: 0, rows: -1 },
      ArrowDown: { days: 0, rows: 1 },
    }
    const by = step[event.key]
    if (by && stayMayChange(booking) && !moving?.pending) {
      event.preventDefault()
      setRefusal(null)
      const base = mine?.shift ?? { days: 0, rows: 0 }
      const next: Moving = {
        booking,
        via: 'keys',
        shift: { days: base.days + by.days, rows: base.rows + by.rows },
      }
      // Rows stop at the first and last room.
      const index = rooms.findIndex((room) => room.id === booking.roomId)
      next.shift.rows = Math.min(Math.max(next.shift.rows, -index), rooms.length - 1 - index)
      setMoving(next)
      setSaid(`Move ${describe(next)}? Enter moves it, Escape leaves it.`)
      return
    }
    if (mine && !mine.pending && event.key === 'Enter') {
      event.preventDefault()
      void commit(mine)
      return
    }
    if (mine && !mine.pending && event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setMoving(null)
      setSaid('Move cancelled.')
    }
  }

  // ── A tap on an empty night: a new booking there (not a finger that stopped the coasting) ──
  const onBodyPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || moving || (event.pointerType === 'touch' && coasted.current)) return
    const target = event.target as HTMLElement
    if (target.closest('[data-desk-bar]')) return
    const cell = target.closest<HTMLElement>('[data-desk-night]')
    const night = cell?.dataset.deskNight
    const roomId = Number(cell?.dataset.deskRoom)
    if (!night || !roomId || night < desk.today || cell?.dataset.deskClosed) return
    onNewBooking(roomId, night)
  }

  const columns = `${roomWidth}px repeat(${days.length}, ${dayWidth}px)`
  const ghost = moving ? targetOf(moving) : null
  const ghostRow = ghost ? rooms.findIndex((room) => room.id === ghost.roomId) : -1
  const ghostPlace = ghost ? barPlacement(ghost, desk.from, desk.days, dayWidth) : null

  return (
    <div className="grid gap-3" data-slot="desk-grid">
      {asked && (
        <PriceQuestion
          question={asked.question}
          currency={asked.move.booking.currency}
          onAnswer={(price) => void commit(asked.move, price)}
          onCancel={() => {
            setAsked(null)
            setSaid(`${asked.move.booking.guest.name}’s booking was not moved.`)
          }}
        />
      )}
      {refusal && (
        <div
          role="alert"
          data-slot="desk-refusal"
          className="flex items-start gap-3 rounded-lg bg-error/10 px-4 py-3 text-sm text-error ring-1 ring-error/40"
        >
          <p className="flex-1">{refusal}</p>
          <Button
            variant="ghost"
            color="neutral"
            size="sm"
            aria-label="Dismiss"
            leading={<XIcon />}
            onClick={() => setRefusal(null)}
          />
        </div>
      )}
      <p id={hintId} className="sr-only">
        Enter opens the booking.
      </p>
      <p id={newHintId} className="sr-only">
        Opens a new booking in this room.
      </p>
      <p id={movableHintId} className="sr-only">
        Enter opens the booking; the arrow keys move it, then Enter moves it or Escape leaves it.
      </p>
      <div
        ref={scrollRef}
        data-slot="desk-scroll"
        // The grid scrolls inside its own box, never the page.
        className="relative max-h-[min(70dvh,42rem)] overflow-auto overscroll-contain rounded-lg ring-1 ring-border ring-inset"
      >
        <div
          role="table"
          aria-labelledby={titleId}
          aria-rowcount={rooms.length + 1}
          aria-colcount={days.length + 1}
          style={{ width: roomWidth + days.length * dayWidth }}
          className="relative"
        >
          <span id={titleId} className="sr-only">
            Rooms and nights, {formatDay(desk.from)} to {formatDay(desk.to)}
          </span>
          <div role="rowgroup" className="sticky top-0 z-30" ref={headerRef}>
            <div
              role="row"
              aria-rowindex={1}
              className="grid h-14 border-b border-border bg-surface"
              style={{ gridTemplateColumns: columns }}
            >
              <div
                role="columnheader"
                className="sticky left-0 z-10 flex items-end border-e border-border bg-surface px-3 pb-1.5 text-xs font-medium text-muted"
              >
                Room
              </div>
              {days.map((day, i) => {
                const date = new Date(`${day}T00:00:00Z`)
                const isToday = i === todayIndex
                const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6
                return (
                  <div
                    key={day}
                    role="columnheader"
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'grid place-content-center border-e border-border/60 text-center text-xs leading-tight',
                      weekend ? 'text-fg' : 'text-muted',
                      isToday && 'bg-primary/15 font-semibold text-primary',
                    )}
                  >
                    <span aria-hidden="true">
                      {date.toLocaleDateString('en', { weekday: 'short', timeZone: 'UTC' })}
                    </span>
                    <span aria-hidden="true" className="text-sm tabular-nums">
                      {date.getUTCDate()}
                    </span>
                    <span className="sr-only">
                      {formatDay(day)}
                      {isToday ? ', today' : ''}
                    </span>
                  </div>
                )
              })}
            </div>
          </div>
          <div
            role="rowgroup"
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
            onPointerUp={onBodyPointerUp}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const room = rooms[item.index]!
              return (
                <DeskRow
                  key={room.id}
                  room={room}
                  index={item.index}
                  top={item.start - HEADER_HEIGHT}
                  days={days}
                  columns={columns}
                  todayIndex={todayIndex}
                  today={desk.today}
                  stays={stays.get(room.id) ?? []}
                  closed={closed}
                  from={desk.from}
                  dayWidth={dayWidth}
                  newHintId={newHintId}
                  onNewBooking={(roomId) => onNewBooking(roomId)}
                  bar={(booking, place) => {
                    const status = deskStatus(booking)
                    const canMove = stayMayChange(booking)
                    const isMoving = moving?.booking.id === booking.id
                    return (
                      <button
                        key={booking.id}
                        type="button"
                        data-desk-bar={booking.id}
                        data-status={status}
                        aria-label={barLabel(booking, room.name)}
                        aria-describedby={canMove ? movableHintId : hintId}
                        onClick={() => {
                          if (dragged.current) {
                            dragged.current = false
                            return
                          }
                          onOpen(booking)
                        }}
                        onKeyDown={(event) => onBarKeyDown(event, booking)}
                        onBlur={() => {
                          if (isMoving && moving?.via === 'keys' && !moving.pending) {
                            setMoving(null)
                          }
                        }}
                        onPointerDown={(event) => onBarPointerDown(event, booking)}
                        onPointerMove={onBarPointerMove}
                        onPointerUp={onBarPointerUp}
                        onPointerCancel={onBarPointerCancel}
                        onContextMenu={(event) => {
                          if (press.current?.touch) event.preventDefault()
                        }}
                        style={{ left: place.offset, width: place.width }}
                        className={cn(
                          'absolute top-2 z-10 flex h-8 cursor-pointer items-center overflow-hidden rounded-md px-2 text-start text-xs font-medium whitespace-nowrap ring-1 select-none [-webkit-touch-callout:none] ring-inset focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none',
                          STATUS_CLASSES[status],
                          place.clippedStart && 'rounded-s-none',
                          place.clippedEnd && 'rounded-e-none',
                          isMoving && 'opacity-50',
                        )}
                      >
                        <span className="truncate">{booking.guest.name}</span>
                      </button>
                    )
                  }}
                />
              )
            })}
            {moving && ghost && ghostPlace && ghostRow >= 0 && (
              <div
                aria-hidden="true"
                data-slot="desk-ghost"
                className={cn(
                  'pointer-events-none absolute z-10 flex h-8 items-center truncate rounded-md border-2 border-dashed border-fg bg-bg/80 px-2 text-xs font-medium text-fg',
                  moving.pending && 'animate-pulse',
                )}
                style={{
                  top: ghostRow * ROW_HEIGHT + 8,
                  left: roomWidth + ghostPlace.cell * dayWidth + ghostPlace.offset,
                  width: ghostPlace.width,
                }}
              >
                {ghost.room?.name}
              </div>
            )}
          </div>
        </div>
      </div>
      <p
        role="status"
        data-slot="desk-status"
        className={cn('text-sm', moving ? 'font-medium text-fg' : 'text-muted')}
      >
        {said}
      </p>
    </div>
  )
}

function DeskRow({
  room,
  index,
  top,
  days,
  columns,
  todayIndex,
  today,
  stays,
  closed,
  from,
  dayWidth,
  newHintId,
  onNewBooking,
  bar,
}: {
  room: Room
  index: number
  top: number
  days: string[]
  columns: string
  todayIndex: number
  today: string
  stays: Booking[]
  /** Closed nights (`room|date`) and why. */
  closed: Map<string, string>
  from: string
  dayWidth: number
  newHintId: string
  onNewBooking: (roomId: number) => void
  bar: (booking: Booking, place: NonNullable<ReturnType<typeof barPlacement>>) => React.ReactNode
}) {
  const placed = stays.flatMap((booking) => {
    const place = barPlacement(booking, from, days.length, dayWidth)
    return place ? [{ booking, place }] : []
  })
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-room={room.id}
      className="absolute inset-x-0 grid border-b border-border/60"
      style={{ top, height: ROW_HEIGHT, gridTemplateColumns: columns }}
    >
      <div
        role="rowheader"
        className="sticky left-0 z-20 flex min-w-0 flex-col justify-center border-e border-border bg-surface px-3"
      >
        {room.active ? (
          // The keyboard's way to a new booking in the room (a pointer taps a free night).
          <button
            type="button"
            aria-describedby={newHintId}
            onClick={() => onNewBooking(room.id)}
            className="group/room flex min-h-8 min-w-0 cursor-pointer items-center gap-1 rounded text-start text-sm font-medium text-fg hover:text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <span className="truncate">{room.name}</span>
            <PlusIcon
              aria-hidden="true"
              className="size-3.5 shrink-0 text-muted opacity-0 group-hover/room:opacity-100 group-focus-visible/room:opacity-100 max-sm:hidden"
            />
          </button>
        ) : (
          <>
            <span className="truncate text-sm font-medium text-fg">{room.name}</span>
            <span className="truncate text-xs text-muted">Inactive</span>
          </>
        )}
      </div>
      {days.map((day, i) => {
        const isClosed = closed.has(`${room.id}|${day}`)
        const open = room.active && !isClosed && day >= today
        return (
          <div
            key={day}
            role="cell"
            data-desk-night={day}
            data-desk-room={room.id}
            data-desk-closed={isClosed || undefined}
            className={cn(
              'group relative border-e border-border/40',
              i === todayIndex && 'bg-primary/5',
              isClosed && CLOSED_CLASS,
              open && 'cursor-pointer hover:bg-elevated/60',
            )}
          >
            {isClosed && (
              <span className="sr-only">
                {closed.get(`${room.id}|${day}`)
                  ? `Closed: ${closed.get(`${room.id}|${day}`)}`
                  : 'Closed'}
              </span>
            )}
            {open && (
              <PlusIcon
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 m-auto size-4 text-muted opacity-0 group-hover:opacity-100"
              />
            )}
            {placed.filter((p) => p.place.cell === i).map((p) => bar(p.booking, p.place))}
          </div>
        )
      })}
    </div>
  )
}

/** The legend: what each colour and mark means. */
export function DeskLegend() {
  const item = (label: string, className: string) => (
    <li key={label} className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={cn('inline-block h-3 w-5 rounded-sm ring-1 ring-inset', className)}
      />
      {label}
    </li>
  )
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {(Object.keys(DESK_STATUS_LABELS) as DeskStatus[]).map((status) =>
        item(DESK_STATUS_LABELS[status], STATUS_CLASSES[status]),
      )}
      {item('Closed', `${CLOSED_CLASS} ring-border`)}
      {item('Today', 'bg-primary/15 ring-primary/40')}
    </ul>
  )
}
