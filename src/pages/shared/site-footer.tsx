import * as React from 'react'
import { Await } from 'react-router'

import { deferredPart } from '@/lib/deferred-part'
import { useInn } from '@/lib/inn'

/** How to reach the inn, below every public page: its code (and its icons') loads apart. */
const InnContact = deferredPart(() => import('./inn-contact').then((m) => m.InnContact))
const InnFinePrint = deferredPart(() => import('./inn-contact').then((m) => m.InnFinePrint))

/**
 * The footer's code (its contact's and icons'): the footer draws whole, in one go, once it has
 * come when it is drawn in the browser (the server's page brings it).
 */
export function footerReady(): Promise<void> {
  return Promise.all([InnContact.preload(), InnFinePrint.preload()]).then(() => undefined)
}

/**
 * The public pages' footer: the inn's name, how to reach it and where it is, its links and the
 * business behind it (from the settings the app loaded, once the footer's code has come: the
 * name alone until then, nothing if the settings could not be had).
 */
export function SiteFooter({ ready }: { ready: Promise<void> }) {
  const inn = useInn()
  return (
    <footer data-slot="site-footer" className="border-t border-border">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 text-sm text-muted">
        <div className="grid gap-3">
          {inn ? <p className="font-semibold text-fg">{inn.innName}</p> : null}
          {inn ? (
            <React.Suspense fallback={null}>
              {/* The promise never rejects: a part's code that fails to load reloads the page. */}
              <Await resolve={ready}>
                <InnContact inn={inn} />
                <InnFinePrint inn={inn} />
              </Await>
            </React.Suspense>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
