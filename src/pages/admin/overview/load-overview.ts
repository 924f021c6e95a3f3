import { type Booking, type Report, type Room, type Settings } from '@/api'
import { todayIn } from '@/domain/dates'
import { computeReport, periodRange } from '@/domain/reports'
import {
  getClosures,
  getInn,
  getReport,
  listAllBookings,
  listRooms,
} from '@/pages/admin/lib/admin-api'

export interface RoomOccupancy {
  room: Room
  bookedNights: number
  availableNights: number
  occupancy: number
}

export interface Overview {
  settings: Settings
  today: string
  month: { from: string; to: string }
  arrivals: Booking[]
  departures: Booking[]
  /** Confirmed stays that hold tonight. */
  inHouse: Booking[]
  /** The whole inn this month (the server's report). */
  report: Report
  rooms: RoomOccupancy[]
}

/**
 * Everything the overview shows, for today in the inn's time zone: the month's confirmed
 * bookings (today's arrivals and departures are among them), the rooms and their closures, and
 * the month's report. Per-room occupancy uses the same rules as the report.
 */
export async function loadOverview(signal: AbortSignal, now = new Date()): Promise<Overview> {
  const settings = await getInn(signal)
  const today = todayIn(settings.timeZone, now)
  const month = periodRange('month', today)
  const [bookings, allRooms, report] = await Promise.all([
    listAllBookings({ from: month.from, to: month.to, status: 'confirmed' }, signal),
    listRooms(signal),
    getReport('month', today, signal),
  ])
  const rooms = allRooms.filter((room) => room.active)
  const closures = await Promise.all(
    rooms.map(async (room) =>
      (await getClosures(room.id, signal)).dates.map((date) => ({ roomId: room.id, date })),
    ),
  )
  const occupancy = rooms.map((room, index): RoomOccupancy => {
    const result = computeReport({
      period: 'month',
      date: today,
      currency: settings.currency,
      rooms: [room],
      bookings: bookings.filter((booking) => booking.roomId === room.id),
      closures: closures[index] ?? [],
    })
    return {
      room,
      bookedNights: result.bookedNights,
      availableNights: result.availableNights,
      occupancy: result.occupancy,
    }
  })
  return {
    settings,
    today,
    month,
    arrivals: bookings.filter((booking) => booking.checkIn === today),
    departures: bookings.filter((booking) => booking.checkOut === today),
    inHouse: bookings.filter((booking) => booking.checkIn <= today && today < booking.checkOut),
    report,
    rooms: occupancy,
  }
}
