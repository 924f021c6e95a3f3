import { Outlet, useLoaderData } from 'react-router'

import { useLocale } from '@/components/locale'
import { AppLink } from '@/lib/link'
import { InnBrand } from '@/pages/shared/inn-brand'
import { footerReady, SiteFooter } from '@/pages/shared/site-footer'

/** The footer's code, not waited for (the page shows at once). Loaded once. */
export function defaultLayoutLoader() {
  return { footer: footerReady() }
}
export const shouldDefaultLayoutRevalidate = () => false

/**
 * The public layout: a skip link, the inn's header, the page in `<main>`, and the footer (once
 * its code has come, with the inn's settings the app loaded).
 */
export function DefaultLayout() {
  const { t } = useLocale()
  const { footer } = useLoaderData<typeof defaultLayoutLoader>()
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
          <InnBrand />
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
        <Outlet />
      </main>
      <SiteFooter ready={footer} />
    </div>
  )
}

export { DefaultLayout as Component }
