import { type Context } from 'hono'

/**
 * A spreadsheet download: `text/csv` in UTF-8, saved under `name`, never cached (it holds
 * guests' details).
 */
export function csvFile(c: Context, name: string, csv: string): Response {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  })
}
