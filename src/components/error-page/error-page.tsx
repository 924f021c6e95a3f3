import * as React from 'react'

import { Button } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

export type ErrorPageProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** HTTP-like status; 404 shows the 'Page Not Found' variant, anything else the general one. */
  statusCode?: number
  /** The error's own message, shown under the title. */
  message?: string
  /** Clears the error and goes home; without it the button is a plain link to `homeHref`. */
  onClearError?: () => void
  homeHref?: string
  /** Overrides the variant's title. */
  title?: React.ReactNode
  /** Overrides the button label ('Go back home'). */
  clearLabel?: React.ReactNode
  /** Fills the window's height, the page centred in it. */
  fullPage?: boolean
}

/**
 * The error page: the 404 variant ('Page Not Found') for status 404, otherwise the general one
 * ('Internal Server Error', default status 500) with the error's own message, and a way home.
 */
export function ErrorPage({
  statusCode = 500,
  message,
  onClearError,
  homeHref = '/',
  title,
  clearLabel,
  fullPage = false,
  className,
  ...props
}: ErrorPageProps) {
  const { t } = useLocale()
  const titleId = React.useId()
  const notFound = statusCode === 404
  const heading = title ?? t(notFound ? 'errorPage.notFound' : 'errorPage.serverError')
  const label = clearLabel ?? t('errorPage.goHome')
  return (
    <section
      data-slot="error-page"
      data-variant={notFound ? 'not-found' : 'general'}
      data-status={statusCode}
      aria-labelledby={titleId}
      className={cn(
        'mx-auto grid w-full max-w-xl justify-items-center gap-4 px-6 py-16 text-center',
        fullPage && 'min-h-dvh content-center',
        className,
      )}
      {...props}
    >
      <p data-slot="error-page-status" className="text-6xl font-bold text-muted tabular-nums">
        {statusCode}
      </p>
      <h1
        id={titleId}
        data-slot="error-page-title"
        className="text-3xl font-semibold tracking-tight"
      >
        {heading}
      </h1>
      {message && message !== heading ? (
        <p data-slot="error-page-message" className="break-words text-muted">
          {message}
        </p>
      ) : null}
      <div data-slot="error-page-actions" className="pt-2">
        <Button size="lg" asChild={!onClearError} onClick={onClearError}>
          {onClearError ? label : <a href={homeHref}>{label}</a>}
        </Button>
      </div>
    </section>
  )
}
