import { expect, test } from '@playwright/test'

test('the home page renders in the dark theme', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(html).not.toHaveClass(/\blight\b/)
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000')
  expect(await html.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark')
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark')
  // The page background is the dark surface, not the browser's white.
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  )
  expect(background).not.toBe('rgb(255, 255, 255)')
})

test('the production build publishes no source maps and no mock worker', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    const map = await request.get(`${script}.map`)
    expect(map.status(), `${script}.map`).toBe(404)
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL')
  }
  const worker = await request.get('/mockServiceWorker.js')
  expect(worker.status()).toBe(404)
})
