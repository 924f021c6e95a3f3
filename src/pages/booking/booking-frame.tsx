import { ArrowLeftIcon } from 'lucide-react'
import type * as React from 'react'

import { useLocale } from '@/components/locale'
import { formatDateRange } from '@/domain/format'
import { AppLink } from '@/lib/link'
import { PageMeta } from '@/lib/page-meta'
import { resultPath, type StaySearch } from '@/pages/shared/stay-rules'

/** The page's header (title and the way back to the results) around its content. */
export function Frame({
  query,
  title = 'Complete your booking',
  back = true,
  pageTitle,
  children,
}: {
  query: StaySearch
  title?: string
  back?: boolean
  /** The document's title (the stay's dates by default). */
  pageTitle?: string
  children: React.ReactNode
}) {
  const { locale } = useLocale()
  const dates = formatDateRange(query.checkIn, query.checkOut, locale.code)
  return (
    <div className="grid gap-8">
      <PageMeta
        title={pageTitle ?? `${title}, ${dates}`}
        description={`Your stay at the inn, ${dates}: the room, the total and your details.`}
      />
      <header className="grid gap-2">
        {back ? (
          <AppLink
            to={resultPath(query)}
            className="inline-flex w-fit items-center gap-1.5 text-sm text-muted hover:text-fg"
          >
            <ArrowLeftIcon className="size-4 shrink-0" />
            Back to the results
          </AppLink>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      </header>
      {children}
    </div>
  )
}
