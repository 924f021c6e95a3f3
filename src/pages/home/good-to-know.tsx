import * as React from 'react'
import { Await } from 'react-router'

import type { Settings } from '@/api/contract'
import { HouseRules, houseRulesOf, policyText } from '@/pages/shared/inn-details'

/** Before booking: the times, the cancellation policy and the house rules (where the inn is, in the footer). */
export function GoodToKnow({ inn }: { inn: Promise<Settings> }) {
  return (
    <React.Suspense fallback={null}>
      <Await resolve={inn} errorElement={<></>}>
        {(settings) => (
          <section aria-labelledby="good-to-know-heading" className="grid gap-6">
            <h2 id="good-to-know-heading" className="text-2xl font-semibold tracking-tight">
              Good to know
            </h2>
            <div className="grid gap-8 text-sm text-fg/85 sm:grid-cols-3">
              <div className="grid content-start gap-2">
                <h3 className="font-semibold text-fg">Arriving and leaving</h3>
                <p>
                  Check-in from {settings.checkInTime}, check-out by {settings.checkOutTime}.
                </p>
              </div>
              <div className="grid content-start gap-2">
                <h3 className="font-semibold text-fg">Cancellation</h3>
                <p>{policyText(settings)}</p>
              </div>
              {houseRulesOf(settings).length ? (
                <div className="grid content-start gap-2">
                  <h3 className="font-semibold text-fg">House rules</h3>
                  <HouseRules inn={settings} />
                </div>
              ) : null}
            </div>
          </section>
        )}
      </Await>
    </React.Suspense>
  )
}
