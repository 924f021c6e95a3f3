import type { Locale, MessageKey } from './en'

export type MessageParams = Record<string, string | number>

/** Replaces `{name}` placeholders with their values; unknown placeholders are left as they are. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/** Looks up a dotted key in a locale and interpolates its parameters. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  let node: unknown = locale.messages
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part]
  }
  if (typeof node !== 'string')
    throw new Error(`Missing message "${key}" in locale "${locale.code}"`)
  return interpolate(node, params)
}
