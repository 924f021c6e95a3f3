/**
 * What one request's loaders and actions share, in React Router's context (their `context`
 * argument) rather than in a module's variables, which a server shares between all its
 * visitors: two pages drawn at once never see each other's API client or booking.
 */
import { createContext, RouterContextProvider } from 'react-router'

import type { ApiClient } from './api-client'

type Context = Readonly<RouterContextProvider>

/**
 * The API client of a request's loaders and actions. The server gives each page request its own
 * (to the API in its process, as from the page's visitor); the browser sets none, and the shared
 * client answers.
 */
export const apiContext = createContext<ApiClient | null>(null)

/**
 * The client for this request's API calls. The browser's shared client comes with the first
 * call: a page the server drew shows and hydrates with the data it came with, so the app's first
 * load goes without it.
 */
export async function apiOf(context: Context): Promise<ApiClient> {
  return context.get(apiContext) ?? (await import('./api-client')).api
}

/** What a tab's router keeps from one navigation to the next. */
interface TabMemory {
  /** The reference of the booking just made in this tab, announced once by its view. */
  justBooked: string | null
}

/** The tab's memory; none on the server, which draws one request and forgets it. */
const tabMemoryContext = createContext<TabMemory | null>(null)

/**
 * A browser router's `getContext`: a fresh context for each navigation and fetcher call, each
 * with the memory of the router's tab.
 */
export function tabContexts(): () => RouterContextProvider {
  const memory: TabMemory = { justBooked: null }
  return () => new RouterContextProvider(new Map([[tabMemoryContext, memory]]))
}

/** Remembers the booking just made in this tab (nothing on the server: its page says so anyway). */
export function markJustBooked(context: Context, reference: string) {
  const memory = context.get(tabMemoryContext)
  if (memory) memory.justBooked = reference
}

/** Whether this booking was just made in this tab (true once: not on a reload). */
export function takeJustBooked(context: Context, reference: string): boolean {
  const memory = context.get(tabMemoryContext)
  if (memory?.justBooked !== reference) return false
  memory.justBooked = null
  return true
}
