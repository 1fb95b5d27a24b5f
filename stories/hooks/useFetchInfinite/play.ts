// Play-function helpers of the useFetchInfinite stories: the demo's status line and pages.
import { expect, userEvent, waitFor, type within } from 'storybook/test'
import { T } from '../../support'

type Canvas = ReturnType<typeof within>

/** Waits for the status live region to report an idle list of `pages` pages. */
export async function expectIdle(canvas: { getByRole: (role: 'status') => HTMLElement }, pages: number) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(
    new RegExp(`^Loaded ${pages} ${pages === 1 ? 'page' : 'pages'} \\(`)), T)
}

/** Clicks Load more, checks that `size` is `size` at once, and waits until that many pages are loaded. */
export async function loadMore(canvas: Canvas, size: number) {
  await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
  await expect(canvas.getByTestId('size')).toHaveTextContent(String(size))
  await expectIdle(canvas, size)
}

/** Names shown in the section "Page n" (1-based). */
export function namesOnPage(canvasElement: HTMLElement, n: number): string[] {
  const section = canvasElement.querySelector(`section[aria-label="Page ${n}"]`)
  return section ? [...section.querySelectorAll('li')].map((li) => li.textContent ?? '') : []
}
