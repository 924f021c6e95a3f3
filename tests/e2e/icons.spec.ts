import { expect, test } from '@playwright/test'

/** Requests for icons: the app's icon endpoint or the public Iconify API. */
const isIconRequest = (url: string) =>
  new URL(url).pathname.includes('/icons/') || new URL(url).host === 'api.iconify.design'

test("the app's own icons ship in its JavaScript, so loading it makes no icon request", async ({
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

  // The entry script holds the bundled set: icons named in the source, such as the demo
  // rooms' amenities and the toast's close icon.
  const html = await (await request.get('/')).text()
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1]
  expect(entry).toBeTruthy()
  const js = await (await request.get(entry!)).text()
  expect(js).toMatch(/prefix:\s*["'`]lucide["'`]/)
  for (const name of ['wifi', 'x', 'coffee']) {
    expect(js).toMatch(new RegExp(`["'\`]?${name}["'\`]?:\\s*\\{\\s*body:`))
  }
})
