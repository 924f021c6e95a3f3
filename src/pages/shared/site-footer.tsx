import * as React from 'react'
import { Await } from 'react-router'

import type { Settings } from '@/api/contract'
import { deferredPart } from '@/lib/deferred-part'

/** How to reach the inn, below every public page: its code (and its icons') loads apart. */
const InnContact = deferredPart(() => import('./inn-contact').then((m) => m.InnContact))

/**
 * The inn's settings for the footer, once its contact's code has come too: the footer then draws
 * whole, in one go, when it is drawn in the browser (the server's page brings both).
 */
export function footerInn(inn: Promise<Settings | null>): Promise<Settings | null> {
  return Promise.all([inn, InnContact.preload()]).then(([settings]) => settings)
}

/**
 * The public pages' footer: the inn's name, how to reach it and where it is (from the settings,
 * once they have loaded; the name alone until then or if they cannot be had).
 */
export function SiteFooter({ inn }: { inn: Promise<Settings | null> }) {
  return (
    <footer data-slot="site-footer" className="border-t border-border">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 text-sm text-muted">
        {/* The promise never rejects: the layout's loader turns a failure into null. */}
        <React.Suspense fallback={<InnName />}>
          <Await resolve={inn}>
            {(settings) => (
              <div className="grid gap-3">
                <InnName name={settings?.innName} />
                {settings ? <InnContact inn={settings} /> : null}
              </div>
            )}
          </Await>
        </React.Suspense>
      </div>
    </footer>
  )
}

function InnName({ name = 'Nightjar Inn' }: { name?: string }) {
  return <p className="font-semibold text-fg">{name}</p>
}
