import * as React from 'react'
import { type LoaderFunctionArgs, useFetcher, useLoaderData } from 'react-router'

import { isApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/errors'
import { ADMIN_PATH } from '@/pages/admin/sections'

/**
 * How the staff area loads and writes, on the router: `/admin` is one route whose loader
 * dispatches to the section's own `loader` (inputs from the URL) and whose action dispatches on
 * the form's `intent` field to the section's action. Sections read with `useSectionData()`,
 * write with a fetcher (`useAdminFetcher()`), and the router revalidates afterwards.
 */

/** A section's loader: its inputs from the URL, its data from the API (slow parts as promises). */
export type SectionLoader = (args: LoaderFunctionArgs) => unknown

/** A section's action for one intent: the submitted form data in, what the page shows out. */
export type SectionAction = (formData: FormData) => Promise<unknown>

/** What the admin route's loader returns: the section and its loader's data. */
export interface AdminLoaderData<Data = unknown> {
  section: string
  data: Data
}

/** The current section's loader data (the section's own loader type gives its shape). */
export function useSectionData<Loader extends SectionLoader>(): Awaited<ReturnType<Loader>> {
  return (useLoaderData() as AdminLoaderData<Awaited<ReturnType<Loader>>>).data
}

/**
 * A promise the page shows later (`<Await>`): its failure is shown there, so it is marked
 * handled here (no unhandled rejection while nothing awaits it yet).
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

/** The answer of a write that is not a form: done, or what went wrong. */
export type WriteResult<T = undefined> =
  { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> }

/** Runs an API write for an action: its value, or the API's error as data the page shows. */
export async function write<T>(run: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error),
      fields: isApiError(error) ? { ...error.fields } : {},
    }
  }
}

/** Form data for a fetcher submission: the intent and the fields. */
export function intentData(intent: string, fields: Record<string, string | string[]> = {}) {
  const formData = new FormData()
  formData.set('intent', intent)
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item)
  }
  return formData
}

/**
 * A fetcher on the admin route whose `submitIntent` and `loadData` also resolve with the answer
 * (`fetcher.data` once the fetcher is idle again): for components that take a promise, such as
 * the confirm dialog (pending until it settles, open with the error when it fails) and the
 * command palette's search.
 */
export function useAdminFetcher<Data>() {
  const fetcher = useFetcher()
  const waiting = React.useRef<((data: Data | undefined) => void)[]>([])
  React.useEffect(() => {
    if (fetcher.state !== 'idle' || waiting.current.length === 0) return
    for (const resolve of waiting.current.splice(0)) resolve(fetcher.data as Data | undefined)
  }, [fetcher.state, fetcher.data])

  const { submit, load } = fetcher
  const answer = React.useCallback(
    (start: () => Promise<void>) =>
      new Promise<Data | undefined>((resolve) => {
        waiting.current.push(resolve)
        void start()
      }),
    [],
  )
  const submitIntent = React.useCallback(
    (intent: string, fields?: Record<string, string | string[]>) =>
      answer(() => submit(intentData(intent, fields), { method: 'post', action: ADMIN_PATH })),
    [answer, submit],
  )
  const loadData = React.useCallback((href: string) => answer(() => load(href)), [answer, load])
  return { fetcher, submitIntent, loadData }
}

/**
 * Runs `run` once for each new answer (a fetcher's `data` once it is idle): the toast and the
 * dialog closing after a successful write.
 */
export function useOnAnswer<T>(answer: T | undefined, run: (answer: T) => void) {
  const seen = React.useRef<T | undefined>(undefined)
  React.useEffect(() => {
    if (answer === undefined || seen.current === answer) return
    seen.current = answer
    run(answer)
  })
}
