import * as React from 'react'
import { useNavigate, useRouteError, useRouteLoaderData } from 'react-router'

import { deferredPart } from '@/lib/deferred-part'
import { isCrawler, toErrorInfo } from '@/lib/errors'
import { InnProvider } from '@/lib/inn'
import { PageMeta } from '@/lib/page-meta'

import type { rootLoader } from './root-layout'
import { useUserAgent } from './user-agent'

/**
 * The error page's code (with the button it offers) is not in a page's first load: it comes at
 * the browser's first idle moment, before the page hydrates, so it is here before it can be
 * needed (offline too); a page the server drew as an error has it drawn already.
 */
const ErrorPage = deferredPart(() => import('@/components/error-page').then((m) => m.ErrorPage))

function useErrorView(error: unknown) {
  const info = toErrorInfo(error)
  const crawler = isCrawler(useUserAgent())
  React.useEffect(() => {
    // Crawlers get the error in the console instead of an error page (specification §2).
    if (crawler) console.error(`[${info.statusCode}] ${info.message}`, error)
  }, [crawler, error, info.statusCode, info.message])
  return { info, crawler }
}

/**
 * The app-wide boundary: fatal and unhandled errors replace the whole page with the error page
 * (with the inn's name in its title when the app has its settings). 'Go back home' clears the
 * error by navigating to `/`.
 */
export function RootErrorBoundary() {
  const inn = useRouteLoaderData<typeof rootLoader>('root')?.inn ?? null
  return (
    <InnProvider inn={inn}>
      <RootErrorView />
    </InnProvider>
  )
}

function RootErrorView() {
  const error = useRouteError()
  const navigate = useNavigate()
  const { info, crawler } = useErrorView(error)
  if (crawler) {
    return (
      <main>
        <ErrorTitle statusCode={info.statusCode} />
      </main>
    )
  }
  return (
    <main>
      <ErrorTitle statusCode={info.statusCode} />
      <ErrorPage
        fullPage
        statusCode={info.statusCode}
        message={info.message}
        onClearError={() => void navigate('/')}
      />
    </main>
  )
}

/**
 * The boundary of a page inside a layout: a non-fatal error (an unknown path) shows the error
 * page in the layout; a fatal one is passed up to the root boundary.
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  const { info, crawler } = useErrorView(error)
  if (info.fatal) throw error
  if (crawler) return <ErrorTitle statusCode={info.statusCode} />
  return (
    <>
      <ErrorTitle statusCode={info.statusCode} />
      <ErrorPage
        statusCode={info.statusCode}
        message={info.message}
        onClearError={() => void navigate('/')}
      />
    </>
  )
}

/** The document's title of an error: the error page's own. */
function ErrorTitle({ statusCode }: { statusCode: number }) {
  return <PageMeta title={statusCode === 404 ? 'Page Not Found' : 'Internal Server Error'} />
}
