// Play-function helpers of the useFetchInfinite stories: the demo's status line and pages.
import { expect, waitFor } from 'storybook/test'
import { T } from '../../support'

/** Waits for the status live region to report an idle list of `pages` pages. */
export async function expectIdle(canvas: { getByRole: (role: 'status') => HTMLElement }, pages: number) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(
    new RegExp(`^Loaded ${pages} ${pages === 1 ? 'page' : 'pages'} \\(`)), T)
}

/** Names shown in the section "Page n" (1-based). */
export function namesOnPage(canvasElement: HTMLElement, n: number): string[] {
  const section = canvasElement.querySelector(`section[aria-label="Page ${n}"]`)
  return section ? [...section.querySelectorAll('li')].map((li) => li.textContent ?? '') : []
}
