import * as React from 'react'
import { Await } from 'react-router'

import type { Settings } from '@/api/contract'

import { InnContact } from './inn-details'

/**
 * The public pages' footer: the inn's name, how to reach it and where it is (from the settings,
 * once they have loaded; the name alone until then or if they cannot be had).
 */
export function SiteFooter({ inn }: { inn: Promise<Settings | null> }) {
  return (
    <footer data-slot="site-footer" className="border-t border-border">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 text-sm text-muted">
        <React.Suspense fallback={<p className="font-semibold text-fg">Nightjar Inn</p>}>
          <Await resolve={inn} errorElement={<p className="font-semibold text-fg">Nightjar Inn</p>}>
            {(settings) => (
              <div className="grid gap-3">
                <p className="font-semibold text-fg">{settings?.innName ?? 'Nightjar Inn'}</p>
                {settings ? <InnContact inn={settings} /> : null}
              </div>
            )}
          </Await>
        </React.Suspense>
      </div>
    </footer>
  )
}
