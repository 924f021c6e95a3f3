import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router'

import { useLocale } from '@/components/locale'
import { AppLink } from '@/lib/link'
import type { PublicOutletContext } from '@/pages/shared/inn-today'
import { fetchInn } from '@/pages/shared/public-api'
import { footerInn, SiteFooter } from '@/pages/shared/site-footer'

/**
 * The inn's settings for the footer, not waited for (the page shows at once). Loaded once: the
 * public pages do not change them.
 */
export function defaultLayoutLoader({ context }: LoaderFunctionArgs) {
  return { inn: footerInn(fetchInn(context).catch(() => null)) }
}
export const shouldDefaultLayoutRevalidate = () => false

/**
 * The public layout: a skip link, the inn's header, the page in `<main>` (given the inn's
 * settings as they come: `useInnToday`), and the footer.
 */
export function DefaultLayout() {
  const { t } = useLocale()
  const { inn } = useLoaderData<typeof defaultLayoutLoader>()
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-elevated px-3 py-2 text-fg focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:ring-2 focus-visible:ring-primary"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-border">
        <nav
          aria-label="Main"
          className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3"
        >
          <AppLink to="/" className="text-lg font-semibold tracking-tight text-fg">
            Nightjar Inn
          </AppLink>
          <AppLink to="/admin" prefetch="intent" className="text-sm text-muted hover:text-fg">
            Staff
          </AppLink>
        </nav>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet context={{ inn } satisfies PublicOutletContext} />
      </main>
      <SiteFooter inn={inn} />
    </div>
  )
}

export { DefaultLayout as Component }
