import timekeeper from 'timekeeper'

/**
 * The instant every story starts at, in the story run, the catalogue and its screenshots: what
 * derives from "today" (the demo's bookings, calendars, reports, a stay 5 nights ahead) is the
 * same whatever the day the stories run, so no story meets a month's or a year's end by chance.
 */
export const STORY_NOW = new Date('2026-06-15T10:00:00Z')

/**
 * Sets the clock to `STORY_NOW`; it then runs at the normal pace (timers, durations). The
 * catalogue's screenshot harness sets `STORY_NOW` with a clock of its own (which it also pauses
 * and runs) and says so with `__storyClockHeld`: then this leaves the clock alone.
 */
export function startStoryClock() {
  if ((globalThis as { __storyClockHeld?: boolean }).__storyClockHeld) return
  timekeeper.travel(STORY_NOW)
}
