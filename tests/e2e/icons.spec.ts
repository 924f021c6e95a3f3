import { expect, test } from '@playwright/test'

/** Requests for icons: the app's icon endpoint or the public Iconify API. */
const isIconRequest = (url: string) =>
  new URL(url).pathname.includes('/icons/') || new URL(url).host === 'api.iconify.design'

test("the app's icons ship in its JavaScript, so loading it makes no icon request", async ({
  page,
  request,
}) => {
  const iconRequests: string[] = []
  page.on('request', (req) => {
    if (isIconRequest(req.url())) iconRequests.push(req.url())
  })
  for (const path of ['/', '/admin/login']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(iconRequests).toEqual([])

  // Icons the code names are lucide-react components; the entry script also holds the bundled
  // set of data-named icons the source spells out, such as the demo rooms' amenities.
  const html = await (await request.get('/')).text()
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1]
  expect(entry).toBeTruthy()
  const js = await (await request.get(entry!)).text()
  expect(js).toMatch(/prefix:\s*["'`]lucide["'`]/)
  for (const name of ['wifi', 'coffee']) {
    expect(js).toMatch(new RegExp(`["'\`]?${name}["'\`]?:\\s*\\{\\s*body:`))
  }
})
