import * as React from 'react'

import { en, type Locale, type MessageKey } from './en'
import { type MessageParams, translate } from './translate'

const LocaleContext = React.createContext<Locale>(en)

/** Provides the locale to every component below it (English by default). */
export function LocaleProvider({
  locale = en,
  children,
}: {
  locale?: Locale
  children: React.ReactNode
}) {
  return <LocaleContext value={locale}>{children}</LocaleContext>
}

/** The current locale and its `t(key, params)`. */
export function useLocale() {
  const locale = React.use(LocaleContext)
  return React.useMemo(
    () => ({
      locale,
      t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
    }),
    [locale],
  )
}
