export { en, type Locale, type MessageKey, type Messages } from './en'
export { LocaleProvider, useLocale } from './locale-provider'
export { interpolate, type MessageParams, translate } from './translate'
