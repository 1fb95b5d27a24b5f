// Page Down and Page Up leave the article they move to wholly on screen, whichever browser.
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { createUsersSource } from '../../../mocks'
import { articles, renderList, settled } from '../../test/infinite-list'

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

async function listFocusedOn(index: number) {
  renderList()
  await settled(10)
  articles()[index].focus()
}

async function pageDownTo(index: number) {
  await userEvent.keyboard('{PageDown}')
  expect(articles()[index]).toHaveFocus()
}

describe('InfiniteListBase: the article focus moves to is wholly on screen', () => {
  let scrollIntoView: ReturnType<typeof vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>>
  // Where the browser scrolled the window to: articles move up by that much.
  let scrolled = 0

  beforeEach(() => useSource(createUsersSource({ total: 45 })))
  beforeEach(() => {
    scrolled = 0
    // jsdom has no layout: article n is 100 px tall at n * 100 px, in a 768 px window.
    const rect = HTMLElement.prototype.getBoundingClientRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName !== 'ARTICLE') return rect.call(this)
      return new DOMRect(0, Number(this.getAttribute('data-index')) * 100 - scrolled, 1024, 100)
    })
    scrollIntoView = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>()
    Element.prototype.scrollIntoView = scrollIntoView
  })
  afterEach(() => {
    vi.restoreAllMocks()
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('centres an article that is partly below the window', async () => {
    await listFocusedOn(6)
    await pageDownTo(7)
    await nextFrame()
    expect(scrollIntoView.mock.contexts).toEqual([articles()[7]])
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' })
  })

  it('leaves alone an article the browser brought wholly into view by the next frame (WebKit scrolls a frame late)', async () => {
    await listFocusedOn(6)
    await pageDownTo(7)
    // Article 7 (700–800 px) was cut off by the 768 px window; the browser's late scroll brings it in.
    scrolled = 32
    await nextFrame()
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('leaves an article that is wholly on screen, or wholly off it, to the browser', async () => {
    await listFocusedOn(1)
    await pageDownTo(2)
    articles()[7].focus()
    await pageDownTo(8)
    await nextFrame()
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
