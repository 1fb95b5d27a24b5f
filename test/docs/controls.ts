// The controls of a docs page's primary story, as a reader uses them: what they change, and
// that the table offers none the story ignores. Registered by docs-pages.test.ts, which owns
// the browser and the Storybook server.
import { expect, test } from 'vitest'
import type { BrowserContext } from 'playwright'

export function controlTests(env: () => { context: BrowserContext; baseUrl: string }) {
  // A control re-renders its story without remounting it (Storybook runs the loaders again): the
  // story keeps its data, so its request log must keep the requests that loaded it, and log the
  // next ones. The InfiniteList docs page, whose primary story follows its args.
  test('a control change keeps the primary story\'s request log', async () => {
    const page = await env().context.newPage()
    try {
      await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=components-infinitelist--docs`)
      const story = page.locator('#story--components-infinitelist--default--primary')
      const log = story.locator('[data-request-log] tbody')
      await expect.poll(() => log.innerText(), { timeout: 20_000 }).toMatch(/\/users\?page=0&limit=10\s+200/)
      await page.locator('table.docblock-argstable tr', { has: page.locator('text="loadMode"') }).locator('input[value="manual"]').check()
      await story.getByRole('button', { name: 'Load more' }).click({ timeout: 20_000 })
      await expect.poll(async () => (await log.innerText()).match(/\/users\?page=\d+/g), { timeout: 20_000 })
        .toEqual(['/users?page=0', '/users?page=1'])
    } finally {
      await page.close()
    }
  }, 60_000)

  // The controls table at the top of a docs page edits the primary story: a control for a prop
  // the story does not pass on would change nothing on screen (and still change its "Show code").
  // The LoadMoreButton's primary story is driven by its hook, not by args: no control at all.
  const PRIMARY_STORY_CONTROLS: Record<string, string[]> = {
    'components-loadmorebutton--docs': [],
    'components-pagepreloader--docs': [
      'pageCount', 'ahead', 'strategy', 'mode', 'enabled', 'respectSaveData', 'idleTimeout', 'hoverDelay', 'rootMargin',
    ],
    // Every option useFetchInfinite adds to useFetch's.
    'hooks-usefetchinfinite-playground--docs': ['initialSize', 'revalidateFirstPage', 'revalidateAll', 'parallel', 'persistSize', 'maxPages'],
  }
  for (const [id, expected] of Object.entries(PRIMARY_STORY_CONTROLS)) {
    test(`the ${id} page offers controls only for the props its primary story passes on`, async () => {
      const page = await env().context.newPage()
      try {
        await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=${id}`)
        const table = page.locator('table.docblock-argstable').first()
        await table.waitFor({ timeout: 20_000 })
        const controlled = await table.locator('tbody tr').evaluateAll((rows) => rows
          .filter((row) => row.querySelector('input, textarea, select, button'))
          .map((row) => row.querySelector('td')?.innerText.split('\n')[0].replace(/\*$/, '')))
        expect(controlled.sort()).toEqual([...expected].sort())
      } finally {
        await page.close()
      }
    }, 60_000)
  }

  // A control the primary story passes on changes the demo, not only its "Show code": `enabled`
  // set to false stops the preloading of the pages ahead.
  test('the PagePreloader primary story follows its enabled control', async () => {
    const page = await env().context.newPage()
    try {
      await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=components-pagepreloader--docs`)
      const story = page.locator('#story--components-pagepreloader--default--primary')
      const note = story.getByText(/^Strategy /)
      await expect.poll(() => note.innerText(), { timeout: 20_000 }).toContain('Preloaded: page 2.')
      const enabled = page.locator('table.docblock-argstable tr', { has: page.locator('text="enabled"') })
      await enabled.getByRole('button', { name: /Set boolean/ }).click()
      await expect.poll(() => enabled.locator('input').isChecked(), { timeout: 10_000 }).toBe(false)
      await story.getByRole('button', { name: 'Next page' }).click()
      await expect.poll(() => story.getByText('Page 2', { exact: true }).count(), { timeout: 10_000 }).toBe(1)
      // Longer than the idle strategy's timeout (2 s): page 3 would have been preloaded by now.
      await page.waitForTimeout(2500)
      expect(await note.innerText()).toContain('Preloaded: page 2.')
    } finally {
      await page.close()
    }
  }, 60_000)

  // The playground's options beyond SWR's: a page window, and a limit on the pages in flight.
  test('the useFetchInfinite playground tries maxPages and a parallel limit', async () => {
    const page = await env().context.newPage()
    try {
      await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=hooks-usefetchinfinite-playground--docs`)
      const story = page.locator('#story--hooks-usefetchinfinite-playground--playground--primary')
      const row = (name: string) => page.locator('table.docblock-argstable tr', { has: page.locator(`text="${name}"`) })
      await row('parallel').locator('input[value="2"]').check({ timeout: 20_000 })
      await row('maxPages').getByRole('button', { name: /Set number/ }).click()
      await row('maxPages').locator('input').fill('2')
      await row('maxPages').locator('input').blur()
      const status = story.getByRole('status')
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^Loaded 1 page/)
      for (let n = 2; n <= 4; n++) {
        await story.getByRole('button', { name: 'Load more' }).click()
        await expect.poll(() => story.getByTestId('size').innerText(), { timeout: 20_000 }).toBe(String(n))
        await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^Loaded/)
      }
      expect(await story.locator('section[aria-label^="Page "]').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label'))))
        .toEqual(['Page 3', 'Page 4'])
    } finally {
      await page.close()
    }
  }, 60_000)

  // Typing "200px" into a control passes "2", "20", "200" and "200p" to the story, which its list
  // throws for. The primary story shows that error in its place, the page's other stories go on,
  // and the list comes back once the value is valid (Storybook's own error screen in the story's
  // block stayed after the value was fixed).
  test('a rootMargin typed into the InfiniteList page\'s control shows the prop error in place of the primary story until it is valid', async () => {
    const page = await env().context.newPage()
    try {
      await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=components-infinitelist--docs`)
      const story = page.locator('#story--components-infinitelist--default--primary')
      const playground = page.locator('#story--components-infinitelist--playground')
      const hint = 'Fix the control value: the demo comes back once the controls hold props it takes.'
      await expect.poll(() => story.getByRole('article').count(), { timeout: 20_000 }).toBe(10)
      const row = page.locator('table.docblock-argstable tr', { has: page.locator('text="rootMargin"') })
      await row.getByRole('button', { name: /Set string/ }).click()
      const field = row.locator('textarea')
      await field.fill('')
      await field.pressSequentially('20')
      const alert = story.getByRole('alert')
      await expect.poll(() => alert.innerText(), { timeout: 20_000 })
        .toBe(`SyntaxError: pagekit: <InfiniteList> "rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got "20"\n${hint}`)
      expect(await story.getByRole('article').count()).toBe(0)
      expect(await playground.getByRole('article').count()).toBe(10)
      await field.pressSequentially('0px')
      await expect.poll(() => story.getByRole('article').count(), { timeout: 20_000 }).toBe(10)
      expect(await alert.count()).toBe(0)
    } finally {
      await page.close()
    }
  }, 60_000)

  // The playground's props are the hook's options: none is required, and each shows the hook's default.
  test('the useFetchInfinite playground lists its options as optional, with their defaults', async () => {
    const page = await env().context.newPage()
    try {
      await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=hooks-usefetchinfinite-playground--docs`)
      const table = page.locator('table.docblock-argstable').first()
      await table.waitFor({ timeout: 20_000 })
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => {
        const cells = tr.querySelectorAll('td')
        return `${cells[0]?.textContent} = ${cells[2]?.textContent?.trim()}`
      }))
      expect(rows).toEqual([
        'initialSize = 1', 'revalidateFirstPage = true', 'revalidateAll = false', 'parallel = false',
        'persistSize = false', 'maxPages = every page',
      ])
    } finally {
      await page.close()
    }
  }, 60_000)
}
