// A docs page's outline: the page title (h1), "Stories" (h2), then each story under its own h3.
// A heading inside a demo must come below its story's: a demo card's h2 had put a second-level
// heading inside every story, so a reader moving by headings met the page out of order.
import type { Page } from 'playwright'

export async function outlineProblems(page: Page): Promise<string[]> {
  const outranking = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.docs-story :is(h1, h2, h3)'), (heading) => `${heading.tagName.toLowerCase()} "${heading.textContent?.trim()}"`),
  )
  return outranking.map((heading) => `a demo's own ${heading} is not below its story's h3 in the page's outline (use h4 to h6, or no heading)`)
}
