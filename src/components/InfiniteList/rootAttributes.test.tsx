// <InfiniteList> and <InfiniteListBase> take their root <div>'s attributes and handlers; the names
// the list owns keep their meaning, and nothing that is not a div's reaches the DOM.
import type { KeyboardEvent, UIEvent } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { articles, feed, fetcher, isolated, renderList, scrollToEnd, settled } from '../../test/infinite-list'
import { InfiniteList } from './InfiniteList'

const rootOf = (label = 'Users') => screen.getByRole('feed', { name: label }).closest<HTMLElement>('[data-pagekit-infinite-list]')!

afterEach(() => vi.restoreAllMocks())

describe('InfiniteListBase: the root takes a div\'s attributes and handlers', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('onScroll on a list with its own height fires when its scroll area scrolls, and the list still loads the next page there', async () => {
    const scrolled: HTMLElement[] = []
    renderList({ height: 300, onScroll: (event: UIEvent<HTMLDivElement>) => void scrolled.push(event.currentTarget) })
    await settled(10)
    const root = rootOf()
    fireEvent.scroll(root)
    expect(scrolled).toEqual([root])
    scrollToEnd()
    await settled(20)
  })

  it("an app's onKeyDown on the root runs, after the feed's Page Down has moved focus to the next article", async () => {
    const keys: Array<[string, boolean]> = []
    renderList({ onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void keys.push([event.key, event.defaultPrevented]) })
    await settled(10)
    articles()[0].focus()
    await userEvent.keyboard('{PageDown}')
    expect(document.activeElement).toBe(articles()[1])
    // The feed handled the key first: the app can tell from defaultPrevented.
    expect(keys).toEqual([['PageDown', true]])
  })

  it('tabIndex, title, lang, dir and role land on the root, and an onFocus there runs beside the list\'s own', async () => {
    const onFocus = vi.fn()
    renderList({ tabIndex: 0, title: 'Team', lang: 'fr', dir: 'rtl', role: 'region', onFocus })
    await settled(10)
    const root = rootOf()
    expect(root).toHaveAttribute('tabindex', '0')
    expect(root).toHaveAttribute('title', 'Team')
    expect(root).toHaveAttribute('lang', 'fr')
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(root).toHaveAttribute('role', 'region')
    articles()[2].focus()
    expect(onFocus).toHaveBeenCalledTimes(1)
  })

  it('hidden and inert land on the root (inert under React 18 too, which knows no such prop)', async () => {
    renderList({ hidden: true, inert: true })
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(10))
    const root = document.querySelector('[data-pagekit-infinite-list]')!
    expect(root).toHaveAttribute('hidden')
    expect(root).toHaveAttribute('inert')
  })

  it('the names the list owns keep their meaning beside the root\'s attributes: children renders the items, id and aria-* go on the feed, its own data-* stay', async () => {
    render(
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={fetcher}
        aria-label="Users"
        aria-describedby="users-hint"
        id="users-feed"
        tabIndex={-1}
        {...{ 'data-status': 'mine', 'data-pagekit-infinite-list': 'mine' }}
      >
        {(user) => `#${user.name}`}
      </InfiniteList>,
      { wrapper: isolated },
    )
    await settled(10)
    const root = rootOf()
    expect(root).toHaveAttribute('tabindex', '-1')
    expect(articles()[0]).toHaveTextContent(/^#/)
    expect(feed()).toHaveAttribute('id', 'users-feed')
    expect(feed()).toHaveAttribute('aria-describedby', 'users-hint')
    expect(root).not.toHaveAttribute('id')
    expect(root).not.toHaveAttribute('aria-describedby')
    expect(root).toHaveAttribute('data-status', 'idle')
    expect(root).toHaveAttribute('data-pagekit-infinite-list', '')
  })

  it('the list\'s options and its own props never reach the DOM, and a name that is no div\'s draws no React warning', async () => {
    const consoleError = vi.spyOn(console, 'error')
    renderList({
      height: 300, maxPages: 3, virtualize: false, loadMode: 'auto', itemProps: () => ({}), getTotal: () => 45,
      onLoadMore: () => {}, title: 'Team', ...{ revalidateOnFocus: false, fooBar: 'x', getkey: () => null },
    } as never)
    await settled(10)
    const root = rootOf()
    expect(root).toHaveAttribute('title', 'Team')
    expect(root.getAttributeNames().sort()).toEqual(['data-pagekit-infinite-list', 'data-status', 'style', 'title'])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("onError is options.onError, not the root's error handler: given to the list it is not attached, and a development warning says where it goes", async () => {
    useSource(createUsersSource({ total: 45, failures: [{ page: 0, times: 1 }] }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onError = vi.fn()
    const optionsOnError = vi.fn()
    renderList({ onError, options: { onError: optionsOnError } } as never)
    await waitFor(() => expect(optionsOnError).toHaveBeenCalled())
    expect(optionsOnError.mock.calls[0][0]).toBeInstanceOf(Error)
    fireEvent.error(document.querySelector('[data-pagekit-infinite-list]')!)
    expect(onError).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"onError" is not a prop of the list nor a handler of its root: a page that fails calls options.onError'))
  })
})

describe('InfiniteList (styled): the root\'s attributes and handlers reach InfiniteListBase', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('onScroll, onKeyDown and tabIndex land on the styled list\'s root, beside its class', async () => {
    const onScroll = vi.fn()
    const onKeyDown = vi.fn()
    render(
      <InfiniteList getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" height={300} tabIndex={0} onScroll={onScroll} onKeyDown={onKeyDown} />,
      { wrapper: isolated },
    )
    await settled(10)
    const root = rootOf()
    expect(root).toHaveAttribute('tabindex', '0')
    expect(root.className).not.toBe('')
    fireEvent.scroll(root)
    fireEvent.keyDown(root, { key: 'a' })
    expect(onScroll).toHaveBeenCalledTimes(1)
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })
})
