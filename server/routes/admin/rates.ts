import {} from 'hono'

import { type ratePeriodInputSchema } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { periodProblems, RATE_EDIT_MESSAGES, type RatePeriodDraft } from '@/domain/rates'

import {
  RATE_PERIOD_COLUMNS,
  type RatePeriodRow,
  readRates,
  STAY_RULE_COLUMNS,
  type StayRuleRow,
  toRatePeriod,
  toStayRule,
} from '../../db/rates'
import { isPgError, PG, type Queryable } from '../../db/types'
import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'

const { noSuchPeriod: NO_SUCH_PERIOD, noSuchRule: NO_SUCH_RULE } = RATE_EDIT_MESSAGES
// Ids as the rooms' (digits within the database's integer range).

/** The rate period as the API takes it, ready for its statement. */
type PeriodInput = ReturnType<typeof ratePeriodInputSchema.parse>
const periodParams = (p: PeriodInput) => [
  p.roomId,
  p.name,
  p.from,
  p.to,
  p.rate,
  p.weekdays && `{${p.weekdays.join(',')}}`,
]

/**
 * Locks the rooms (in id order: two edits never wait on each other), so that edits of one
 * room's periods take turns and a booking of the room waits for the rates it is priced with;
 * refuses a room that does not exist.
 */
async function lockRooms(tx: Queryable, roomIds: number[]) {
  const ids = [...new Set(roomIds)].sort((a, b) => a - b)
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM rooms WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  )
  if (rows.length !== ids.length) {
    throw new HttpError('validation_error', 'Check the highlighted fields.', {
      roomId: RATE_EDIT_MESSAGES.noSuchRoom,
    })
  }
}

/** 409 when another period of the room prices some of these nights at the same level. */
async function refuseConflict(tx: Queryable, draft: RatePeriodDraft) {
  const rows = await tx.query<RatePeriodRow>(
    `SELECT ${RATE_PERIOD_COLUMNS} FROM rate_periods
      WHERE room_id = $1 AND first_night <= $3::date AND last_night >= $2::date`,
    [draft.roomId, draft.from, draft.to],
  )
  const problems = periodProblems(draft, rows.map(toRatePeriod))
  if (problems) throw new HttpError('rate_conflict', RATE_EDIT_MESSAGES.conflict, problems)
}

/** Runs a period's write, answering the exclusion constraint's refusal as the conflict it is. */
async function periodWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isPgError(error, PG.exclusionViolation)) {
      throw new HttpError('rate_conflict', RATE_EDIT_MESSAGES.conflict, {
        from: RATE_EDIT_MESSAGES.conflict,
      })
    }
    throw error
  }
}

/**
 * Rate periods and stay rules (every staff member: rates are the inn's daily work, settings and
 * accounts are the owner's). A change counts at once for searches, the calendar and bookings.
 */
export function adminRatesRouter(deps: Deps) {
  const { db } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminRates, async (c) => c.json(await readRates(db)))

  const savePeriod = (input: PeriodInput, id?: number) =>
    periodWrite(() =>
      db.transaction(async (tx) => {
        const [current] = id
          ? await tx.query<{ room_id: number }>('SELECT room_id FROM rate_periods WHERE id = $1', [
              id,
            ])
          : [undefined]
        if (id && !current) throw new HttpError('not_found', NO_SUCH_PERIOD)
        await lockRooms(tx, current ? [input.roomId, Number(current.room_id)] : [input.roomId])
        await refuseConflict(tx, { ...input, id })
        const [row] = await tx.query<RatePeriodRow>(
          id
            ? `UPDATE rate_periods SET room_id = $1, name = $2, first_night = $3::date,
                   last_night = $4::date, rate = $5, weekdays = $6::text::smallint[]
                 WHERE id = $7 RETURNING ${RATE_PERIOD_COLUMNS}`
            : `INSERT INTO rate_periods (room_id, name, first_night, last_night, rate, weekdays)
                 VALUES ($1, $2, $3::date, $4::date, $5, $6::text::smallint[])
                 RETURNING ${RATE_PERIOD_COLUMNS}`,
          id ? [...periodParams(input), id] : periodParams(input),
        )
        if (!row) throw new HttpError('not_found', NO_SUCH_PERIOD)
        return toRatePeriod(row)
      }),
    )

  on(endpoints.adminCreateRatePeriod, async (c, input) =>
    c.json({ period: await savePeriod(input.json) }, 201),
  )
  on(endpoints.adminUpdateRatePeriod, async (c, input) =>
    c.json({ period: await savePeriod(input.json, input.param.id) }),
  )
  on(endpoints.adminDeleteRatePeriod, async (c, input) => {
    const { id } = input.param
    const rows = await db.query('DELETE FROM rate_periods WHERE id = $1 RETURNING id', [id])
    if (!rows.length) throw new HttpError('not_found', NO_SUCH_PERIOD)
    return c.body(null, 204)
  })

  on(endpoints.adminCreateStayRule, async (c, input) => {
    const r = input.json
    const [row] = await db.query<StayRuleRow>(
      `INSERT INTO stay_rules (name, first_day, last_day, min_nights, closed_to_arrival,
           closed_to_departure)
         VALUES ($1, $2::date, $3::date, $4, $5, $6) RETURNING ${STAY_RULE_COLUMNS}`,
      [r.name, r.from, r.to, r.minNights, r.closedToArrival, r.closedToDeparture],
    )
    return c.json({ rule: toStayRule(row!) }, 201)
  })
  on(endpoints.adminUpdateStayRule, async (c, input) => {
    const { id } = input.param
    const r = input.json
    const [row] = await db.query<StayRuleRow>(
      `UPDATE stay_rules SET name = $1, first_day = $2::date, last_day = $3::date,
           min_nights = $4, closed_to_arrival = $5, closed_to_departure = $6
         WHERE id = $7 RETURNING ${STAY_RULE_COLUMNS}`,
      [r.name, r.from, r.to, r.minNights, r.closedToArrival, r.closedToDeparture, id],
    )
    if (!row) throw new HttpError('not_found', NO_SUCH_RULE)
    return c.json({ rule: toStayRule(row) })
  })
  on(endpoints.adminDeleteStayRule, async (c, input) => {
    const { id } = input.param
    const rows = await db.query('DELETE FROM stay_rules WHERE id = $1 RETURNING id', [id])
    if (!rows.length) throw new HttpError('not_found', NO_SUCH_RULE)
    return c.body(null, 204)
  })
  return router
}
