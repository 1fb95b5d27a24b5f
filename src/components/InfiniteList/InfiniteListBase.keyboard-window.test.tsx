// Page Down and Page Up through a page window: focus moving between the articles of a page the
// next load would drop loads nothing, though it scrolls the list's sentinel into view; focus
// moving on to a page the load keeps lets it load; past the window's last article (or before its
// first) the key is left to the browser, loads the next page (or the one before), and focus moves
// on to the article the key asked for.
import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { intersectionMockInstance, mockIsIntersecting } from 'react-intersection-observer/test-utils'
import { useSource } from '../../test/server'
import { createUsersSource } from '../../../mocks'
import { articles, feed, renderList, settled } from '../../test/infinite-list'

const patiently = { timeout: 5000 }
const focusedPosition = () => document.activeElement?.getAttribute('aria-posinset')
const quiet = () => waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
/** The sentinel (`[data-pagekit-sentinel]` or the top one) is in view, as it is once focus scrolled the list to it. */
const inView = (selector: string) => act(() => {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no ${selector}`)
  mockIsIntersecting(el, true)
})
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))
/** Whether the list watches the sentinel now (the observer mock knows the element). */
const watched = (selector: string) => {
  const el = document.querySelector(selector)
  try {
    return !!el && !!intersectionMockInstance(el)
  } catch {
    return false
  }
}

/** A wheel turn down moves the window on by a page: its first article is then 11. */
async function scrollWindowOnToArticle11() {
  act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 })))
  await inView('[data-pagekit-sentinel]')
  await waitFor(() => expect(articles()[0]).toHaveAttribute('aria-posinset', '11'), patiently)
  await quiet()
}
/** A one-page window, moved on by a page: it holds page 1 (articles 11 to 20), requests 0, 1. */
async function renderOnePageWindowAtPage1() {
  renderList({ maxPages: 1 })
  await settled(10)
  await scrollWindowOnToArticle11()
}
/** A two-page window, moved on by a page: it holds pages 1 and 2 (articles 11 to 30), requests 0, 1, 2. */
async function renderTwoPageWindowAtPage1() {
  renderList({ maxPages: 2 })
  await settled(10)
  await inView('[data-pagekit-sentinel]')
  await settled(20)
  await scrollWindowOnToArticle11()
}

describe('InfiniteListBase: the keyboard through a page window', () => {
  it('Page Down to an article of the page shown loads nothing; past the last one it loads the next page and focuses its first article', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    renderList({ maxPages: 1 })
    await settled(10)
    articles()[0].focus()
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{PageDown}')
    expect(focusedPosition()).toBe('6')
    // Focus on article 6 scrolled the list far enough for the sentinel: the next page would replace the one read.
    await inView('[data-pagekit-sentinel]')
    await pause()
    expect(src.log.pages()).toEqual([0])
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{PageDown}')
    expect(focusedPosition()).toBe('10')
    await userEvent.keyboard('{PageDown}')
    await pause()
    await inView('[data-pagekit-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1]), patiently)
    await quiet()
    await waitFor(() => expect(focusedPosition()).toBe('11'), patiently)
  })

  it('Page Up to an article of the page shown loads nothing; before the first one it loads the page before and focuses its last article', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    await renderOnePageWindowAtPage1()
    articles()[9].focus()
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{PageUp}')
    expect(focusedPosition()).toBe('16')
    await inView('[data-pagekit-top-sentinel]')
    await pause()
    expect(src.log.pages()).toEqual([0, 1])
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{PageUp}')
    expect(focusedPosition()).toBe('11')
    await userEvent.keyboard('{PageUp}')
    await pause()
    await inView('[data-pagekit-top-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 0]), patiently)
    await quiet()
    await waitFor(() => expect(focusedPosition()).toBe('10'), patiently)
  })

  it('maxPages 2: Page Down past the last article loads the next page and focus moves on to its first article', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    renderList({ maxPages: 2 })
    await settled(10)
    await inView('[data-pagekit-sentinel]')
    await settled(20)
    articles()[19].focus()
    await userEvent.keyboard('{PageDown}')
    await pause()
    await inView('[data-pagekit-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2]), patiently)
    await quiet()
    // Article 20 stays in the window (pages 1 and 2); focus goes on to the one the key asked for.
    await waitFor(() => expect(focusedPosition()).toBe('21'), patiently)
  })

  it('maxPages 2: Page Up before the first article loads the page before and focus moves on to its last article', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    await renderTwoPageWindowAtPage1()
    articles()[0].focus()
    await userEvent.keyboard('{PageUp}')
    await pause()
    await inView('[data-pagekit-top-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2, 0]), patiently)
    await quiet()
    await waitFor(() => expect(focusedPosition()).toBe('10'), patiently)
  })

  it('maxPages 2: the next page waiting while focus is on the page it would drop does not hold back the page before once focus goes back up', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    await renderTwoPageWindowAtPage1()
    // Article 20, the last of the window's first page: the next page would drop it, and waits.
    articles()[9].focus()
    await inView('[data-pagekit-sentinel]')
    await pause()
    expect(src.log.pages()).toEqual([0, 1, 2])
    // Back up to article 19: the page before drops page 2, not the focused one.
    await userEvent.keyboard('{PageUp}')
    expect(focusedPosition()).toBe('19')
    expect(watched('[data-pagekit-top-sentinel]')).toBe(true)
    await inView('[data-pagekit-top-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2, 0]), patiently)
    await quiet()
    expect(focusedPosition()).toBe('19')
  })

  // The window holds pages 1 and 2 (articles 11 to 30). Down, the next page drops page 1; up, the
  // page before drops page 2. Focus takes three steps: the sentinel comes into reach at the first
  // (on the page the load drops: it waits), the second stays on that page, the third leaves it.
  it.each([
    ['the next page', { key: '{PageDown}', sentinel: '[data-pagekit-sentinel]', from: 18, steps: ['19', '20', '21'], page: 3 }],
    ['the page before', { key: '{PageUp}', sentinel: '[data-pagekit-top-sentinel]', from: 23, steps: ['22', '21', '20'], page: 0 }],
  ] as const)('maxPages 2: %s, waiting while focus is on the page it would drop, loads as soon as focus moves to the page it keeps', async (_load, { key, sentinel, from, steps, page }) => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    await renderTwoPageWindowAtPage1()
    articles()[from - 11].focus()
    await userEvent.keyboard(key)
    expect(focusedPosition()).toBe(steps[0])
    await inView(sentinel)
    await pause()
    expect(src.log.pages()).toEqual([0, 1, 2])
    await userEvent.keyboard(key)
    expect(focusedPosition()).toBe(steps[1])
    await pause()
    expect(src.log.pages()).toEqual([0, 1, 2])
    expect(watched(sentinel)).toBe(false)
    await userEvent.keyboard(key)
    expect(focusedPosition()).toBe(steps[2])
    expect(watched(sentinel)).toBe(true)
    await inView(sentinel)
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2, page]), patiently)
    await quiet()
    expect(focusedPosition()).toBe(steps[2])
  })

  it('a sentinel that waited loads once the user scrolls, also when the scroll lands in the same render as the wait', async () => {
    const src = useSource(createUsersSource({ total: 60, latency: 5 }))
    await renderOnePageWindowAtPage1()
    articles()[1].focus()
    // Focus moves to article 11 (not a scroll): the top sentinel is watched.
    await userEvent.keyboard('{PageUp}')
    expect(focusedPosition()).toBe('11')
    const top = document.querySelector('[data-pagekit-top-sentinel]')!
    const observer = intersectionMockInstance(top)
    act(() => {
      // In reach, it waits: the page before would drop the focused one. The user scrolls up before the next render.
      mockIsIntersecting(top, true)
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: -100 }))
    })
    await pause()
    expect(src.log.pages()).toEqual([0, 1])
    // Observed anew, which in a browser reports the sentinel still in reach.
    expect(intersectionMockInstance(top)).not.toBe(observer)
    await inView('[data-pagekit-top-sentinel]')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 0]), patiently)
  })
})
