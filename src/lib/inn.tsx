import * as React from 'react'

import type { Settings } from '@/api/contract'

const InnContext = React.createContext<Settings | null>(null)

/**
 * The inn's settings for every screen (its name, words, logo), as the app's root route loaded
 * them: the header, the titles, the staff area's shell. `null` where there are none (the API
 * could not be reached, or a component drawn outside the app).
 */
export function InnProvider({
  inn,
  children,
}: {
  inn: Settings | null
  children: React.ReactNode
}) {
  return <InnContext value={inn}>{children}</InnContext>
}

/** The inn's settings (`InnProvider`), or `null`. */
export function useInn(): Settings | null {
  return React.use(InnContext)
}
