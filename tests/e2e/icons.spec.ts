import { expect, test } from '@playwright/test'

/** Requests for icons: the app's icon endpoint or the public Iconify API. */
const isIconRequest = (url: string) =>
  new URL(url).pathname.includes('/icons/') || new URL(url).host === 'api.iconify.design'

test("the app's icons ship in its JavaScript, so loading it makes no icon request", async ({
  page,
}) => {
  const iconRequests: string[] = []
  const scripts: Promise<string>[] = []
  page.on('request', (req) => {
    if (isIconRequest(req.url())) iconRequests.push(req.url())
  })
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res.text().catch(() => ''))
  })
  // Icons the code names are lucide-react components; the bundled set of data-named icons the
  // source spells out, such as the demo rooms' amenities, comes in the app's own JavaScript (in
  // the chunk of the home page's parts, fetched at the browser's first idle moment).
  const lucideSet = /prefix:\s*["'`]lucide["'`]/
  const bundled = async () => (await Promise.all(scripts)).filter((js) => lucideSet.test(js))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect.poll(async () => (await bundled()).length, { timeout: 15_000 }).toBe(1)
  const [set] = await bundled()
  for (const name of ['wifi', 'coffee']) {
    expect(set).toMatch(new RegExp(`["'\`]?${name}["'\`]?:\\s*\\{\\s*body:`))
  }

  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  expect(iconRequests).toEqual([])
})
