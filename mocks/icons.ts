/**
 * MSW handler for the app's icon endpoint, `GET {base}/icons/{prefix}.json?icons=a,b`, serving
 * the installed `@iconify-json/lucide` set the way the server does: Iconify JSON with only the
 * asked-for icons, unknown names listed in `not_found`, 404 for a set that is not installed.
 */
import { getIcons } from '@iconify/utils'
import { http, type HttpHandler, HttpResponse } from 'msw'

type IconSet = Parameters<typeof getIcons>[0]

/** The icon sets the endpoint serves, loaded on first use. */
const installedSets: Record<string, () => Promise<IconSet>> = {
  lucide: async () => (await import('@iconify-json/lucide/icons.json')).default as IconSet,
}

const NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

function error(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status })
}

/** The endpoint's answer for `prefix` and the `icons` query value, as a Response. */
export async function iconSetResponse(prefix: string, iconsParam: string | null) {
  const load = installedSets[prefix]
  if (!load) return error(404, 'not_found', `Icon set "${prefix}" is not available.`)
  const names = (iconsParam ?? '').split(',').filter(Boolean)
  if (names.length === 0 || !names.every((name) => NAME.test(name))) {
    return error(400, 'validation', 'Give icon names as ?icons=a,b,c.')
  }
  const set = await load()
  const subset = getIcons(set, names, true) ?? { prefix, icons: {}, not_found: names }
  return HttpResponse.json(subset, {
    headers: { 'Cache-Control': 'public, max-age=604800' },
  })
}

/** Handlers for the icon endpoint under `base` (any origin, then `/api`, by default). */
export function createIconHandlers({ base = '*/api' }: { base?: string } = {}): HttpHandler[] {
  return [
    http.get(`${base}/icons/:file`, ({ params, request }) => {
      const file = String(params.file)
      if (!file.endsWith('.json')) return error(404, 'not_found', 'Not found.')
      return iconSetResponse(
        file.slice(0, -'.json'.length),
        new URL(request.url).searchParams.get('icons'),
      )
    }),
  ]
}

export const iconHandlers: HttpHandler[] = createIconHandlers()
