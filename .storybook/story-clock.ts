import timekeeper from 'timekeeper'

/**
 * The instant every story starts at, in the story run and the catalogue: what derives from
 * "today" (the demo's bookings, calendars, reports, a stay 5 nights ahead) is the same whatever
 * the day the stories run, so no story meets a month's or a year's end by chance, and its
 * screenshot stays the same.
 */
export const STORY_NOW = new Date('2026-06-15T10:00:00Z')

/** Sets the clock to `STORY_NOW`; it then runs at the normal pace (timers, durations). */
export function startStoryClock() {
  timekeeper.travel(STORY_NOW)
}
