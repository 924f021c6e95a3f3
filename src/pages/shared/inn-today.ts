import { todayIn } from '@/domain/dates'
import { localToday } from '@/domain/local-dates'
import { useInn } from '@/lib/inn'

/**
 * The inn's today: the date in its time zone (the device's date where the app has no settings).
 * A guest in Los Angeles in the evening can pick the inn's tonight, and one in Auckland cannot
 * pick a night the inn has already had.
 */
export function useInnToday(): string {
  const inn = useInn()
  return inn ? todayIn(inn.timeZone) : localToday()
}
