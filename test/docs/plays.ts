// Which stories played on a page: Storybook's preview in each frame announces every phase of a
// story's render on its channel ("playing" only when it runs the story's play function). A
// docs page plays no story, not even one rendered in a frame of its own.
import { expect, test } from 'vitest'
import type { BrowserContext, Frame, Page } from 'playwright'

/**
 * Runs in every frame before Storybook does: records each render phase the frame's preview
 * announces, as "<story id>:<phase>", in `window.__renderPhases`.
 */
export function recordRenderPhases() {
  const phases: string[] = []
  let channel: unknown
  Object.defineProperty(window, '__renderPhases', { value: phases })
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: { on?: (event: string, listener: (e: { storyId: string; newPhase: string }) => void) => void }) {
      channel = next
      next?.on?.('storyRenderPhaseChanged', (e) => phases.push(`${e.storyId}:${e.newPhase}`))
    },
  })
}

export const renderPhasesOf = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __renderPhases?: string[] }).__renderPhases ?? []).catch(() => [] as string[])

/** What a story in a frame of its own did to the docs page around it, once the page settled. */
export async function ownFrameProblems(page: Page, scrolledTo: number): Promise<string[]> {
  const problems: string[] = []
  const scrollY = await page.evaluate(() => window.scrollY)
  if (scrollY !== scrolledTo) problems.push(`the docs page scrolled from ${scrolledTo} px to ${scrollY} px by itself`)
  for (const frame of page.frames()) {
    const own = frame !== page.mainFrame()
    const phases = await renderPhasesOf(frame)
    // Deterministic: the preview announces "playing" before the play function's first step.
    const played = [...new Set(phases.filter((p) => p.endsWith(':playing')).map((p) => p.split(':')[0]))]
    for (const id of played) problems.push(`${id}: played its play function on the docs page`)
    if (!own || !/viewMode=story/.test(frame.url())) continue
    // A frame whose preview announced nothing would pass the line above without being read.
    if (phases.length === 0) problems.push(`${frame.url()}: no render phase recorded in the story's frame`)
    const focused = await frame.evaluate(() => {
      const el = document.activeElement
      return el && el !== document.body ? `<${el.tagName.toLowerCase()}>${(el.textContent ?? '').slice(0, 40)}` : ''
    }).catch(() => '')
    if (focused) problems.push(`${frame.url()}: ${focused} has focus inside the story's frame`)
  }
  return problems
}

/**
 * A story in a frame of its own on docs pages stays still there, but plays in the Storybook UI's
 * canvas (its Interactions panel shows the steps) and where its own URL is opened. Registered by
 * docs-pages.test.ts, whose context records the render phases.
 */
export function ownFramePlayTests(env: () => { context: BrowserContext; baseUrl: string }) {
  const story = 'components-infinitelist-page-window-scrolled-step-by-step--window-scroller'
  const places = [
    ['its own URL', `iframe.html?id=${story}&viewMode=story`, (page: Page) => page.mainFrame()],
    ['the Storybook UI\'s canvas', `?path=/story/${story}`, (page: Page) => page.frames().find((f) => /iframe\.html/.test(f.url())) ?? page.mainFrame()],
  ] as const
  for (const [where, path, frameOf] of places) {
    test(`a story with a frame of its own on docs pages plays in ${where}`, async () => {
      const page = await env().context.newPage()
      try {
        await page.goto(`${env().baseUrl}${path}`)
        await expect.poll(() => renderPhasesOf(frameOf(page)), { timeout: 30_000 }).toContain(`${story}:playing`)
      } finally {
        await page.close()
      }
    }, 60_000)
  }
}
