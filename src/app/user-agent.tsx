import * as React from 'react'

/**
 * The visitor's user agent: the request's, while the server draws a page (it provides it), the
 * browser's own afterwards. Both draw the same, so the page hydrates without a difference.
 */
export const UserAgentContext = React.createContext<string | undefined>(undefined)

export function useUserAgent(): string | undefined {
  return React.use(UserAgentContext) ?? globalThis.navigator?.userAgent
}
