// Bad props and wrong shapes: named errors and warnings, never a silent wrong list.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type User } from '../../../mocks'
import { articles, fetcher, isolated, renderList, settled } from '../../test/infinite-list'
import { InfiniteListBase } from './InfiniteListBase'
import { useInfiniteList } from './useInfiniteList'
import { renderHook } from '@testing-library/react'
import { intersectionMockInstance } from 'react-intersection-observer/test-utils'

afterEach(() => vi.restoreAllMocks())

describe('required props', () => {
  test('without getKey: a TypeError naming "getKey" (not "Loading…" for good)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // A JS caller's list without getKey; the key, undefined, overrides renderList's default one.
    expect(() => renderList({ getKey: undefined as never })).toThrow(
      new TypeError('pagekit: <InfiniteList>: "getKey" must be a function, got undefined'),
    )
  })

  test('fetcher="/api": a TypeError naming "fetcher"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderList({ fetcher: '/api' as never })).toThrow(
      new TypeError('pagekit: <InfiniteList>: "fetcher" must be a function, got "/api"'),
    )
  })

  test('no fetcher and none from FetchConfig: a TypeError naming "fetcher"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderList({ fetcher: undefined })).toThrow(/<InfiniteList>: "fetcher" is required/)
  })
})

describe('wrong shapes', () => {
  test.each([['an object', { items: [] }], ['null', null]])('a page that is %s: a dev warning naming the page and the expected shapes', async (_what, page) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderList({ getKey: ((i: number) => `shape-${String(page)}-${i}`) as never, fetcher: (async () => page) as never })
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /pagekit: <InfiniteList> page 0 is .*; the list expects an array of items or an object with a "data" array \(or pass "getItems"\)/,
    )
  })

  test('getItems that returns a page object instead of its items: a dev warning naming getItems and the page; no items, no crash', async () => {
    useSource(createUsersSource({ total: 45 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderList({ getItems: ((page: User[]) => ({ users: page })) as never })
    await waitFor(() => expect(warn.mock.calls.flat().join('\n')).toMatch(
      /pagekit: <InfiniteList> "getItems" returned an object for page 0; it must return an array of items \(or null for none\)\. The page has no items\./,
    ))
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  test('getTotal that returns a string ("45"): a dev warning; the total stays unknown', async () => {
    useSource(createUsersSource({ total: 45 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderList({ getTotal: (() => '45') as never })
    await settled(10)
    expect(articles()[0]).toHaveAttribute('aria-setsize', '-1')
    expect(warn.mock.calls.flat().join('\n')).toMatch(/pagekit: <InfiniteList> "getTotal" returned "45"; a total must be a number of 0 or more \(or null when unknown\)\. It is ignored\./)
  })

  test('items with the same id on two pages are shown once, with a dev warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    const pages: User[][] = [
      [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] as User[],
      [{ id: 2, name: 'B' }, { id: 3, name: 'C' }] as User[],
      [],
    ]
    renderList({ getKey: ((i: number) => `dupes-${i}`) as never, fetcher: (async (key: string) => pages[Number(key.split('-')[1])]) as never, options: { initialSize: 3 } })
    await waitFor(() => expect(articles()).toHaveLength(3))
    expect(articles().map((a) => a.textContent)).toEqual(['A', 'B', 'C'])
    expect(warn.mock.calls.flat().join('\n')).toMatch(/items with the same key came in more than one place \(2\); each is shown once/)
    expect(error.mock.calls.flat().join('\n')).not.toMatch(/same key/)
  })
})

describe('props checked at the first render, each error naming the prop', () => {
  // Unchecked, each of these would fail only once a page landed or the user scrolled ("itemKey is
  // not a function"), or quietly act as another value (a misspelt loadMode as manual mode).
  test.each([
    ['itemKey', 'id', 'TypeError', '"itemKey" must be a function, got "id"'],
    ['getItems', 'data', 'TypeError', '"getItems" must be a function, got "data"'],
    ['isEnd', true, 'TypeError', '"isEnd" must be a function, got true'],
    ['getTotal', 45, 'TypeError', '"getTotal" must be a function, got 45'],
    ['onLoadMore', 'more', 'TypeError', '"onLoadMore" must be a function, got "more"'],
    ['getPreviousKey', 'prev', 'TypeError', '"getPreviousKey" must be a function, got "prev"'],
    ['options', { getPreviousKey: 'prev' }, 'TypeError', '"options.getPreviousKey" must be a function, got "prev"'],
    ['scrollToIndex', 3, 'TypeError', '"scrollToIndex" must be a function, got 3'],
    ['renderItem', 'name', 'TypeError', '"renderItem" must be a function, got "name"'],
    ['children', 'Users', 'TypeError', '"children" must be a function, got "Users"'],
    ['itemProps', {}, 'TypeError', '"itemProps" must be a function, got an object'],
    ['loadMode', 'scroll', 'TypeError', '"loadMode" must be one of "auto", "manual", "hybrid", got "scroll"'],
    ['autoPages', -1, 'RangeError', '"autoPages" must be a non-negative integer, got -1'],
    ['autoPages', 1.5, 'RangeError', '"autoPages" must be a non-negative integer, got 1.5'],
    ['autoPages', NaN, 'RangeError', '"autoPages" must be a non-negative integer, got NaN'],
    ['height', -5, 'RangeError', '"height" must be a positive number, got -5'],
    ['height', NaN, 'RangeError', '"height" must be a positive number, got NaN'],
    ['height', 0, 'RangeError', '"height" must be a positive number, got 0'],
    ['height', '', 'TypeError', '"height" must be a number of px or a CSS length, got ""'],
    ['height', {}, 'TypeError', '"height" must be a number of px or a CSS length, got an object'],
    ['virtualize', 'yes', 'TypeError', '"virtualize" must be a boolean or { estimateSize, overscan }, got "yes"'],
    ['virtualize', { estimateSize: 0 }, 'RangeError', '"virtualize.estimateSize" must be a positive number, got 0'],
    ['virtualize', { estimateSize: NaN }, 'RangeError', '"virtualize.estimateSize" must be a positive number, got NaN'],
    ['virtualize', { overscan: -1 }, 'RangeError', '"virtualize.overscan" must be a non-negative integer, got -1'],
    ['virtualize', { overscan: 1.5 }, 'RangeError', '"virtualize.overscan" must be a non-negative integer, got 1.5'],
    ['virtualize', { overscan: Infinity }, 'RangeError', '"virtualize.overscan" must be a non-negative integer, got Infinity'],
    ['messages', { error: "Couldn't load" }, 'TypeError', '"messages.error" must be a function, got "Couldn\'t load"'],
    ['messages', { loaded: 'Loaded' }, 'TypeError', '"messages.loaded" must be a function, got "Loaded"'],
    ['rootMargin', 200, 'TypeError', '"rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got 200'],
    ['rootMargin', '2em', 'SyntaxError', '"rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got "2em"'],
  ])('%s = %o: a %s', (prop, value, errorName, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let thrown: unknown
    try {
      renderList({ [prop]: value, ...(prop === 'virtualize' ? { height: 300 } : {}) })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Error)
    expect((thrown as Error).name).toBe(errorName)
    expect((thrown as Error).message).toBe(`pagekit: <InfiniteList> ${message}`)
  })

  test('a height the browser takes as no length (CSS.supports says no) is a TypeError naming "height"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'height' && value === '20rem' })
    try {
      expect(() => renderList({ height: '-5px' })).toThrow(new TypeError('pagekit: <InfiniteList> "height" must be a number of px or a CSS length, got "-5px"'))
      useSource(createUsersSource({ total: 45 }))
      expect(() => renderList({ height: '20rem' })).not.toThrow()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test.each(['auto', 'fit-content', 'Max-Content'])('height %o (the content\'s height: the area never scrolls, every page would load) is a RangeError naming "height"', (height) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderList({ height })).toThrow(new RangeError(
      `pagekit: <InfiniteList> "height" "${height}" sizes the list to its content, so its area never scrolls and every page would load; give a length, or leave "height" out to scroll the window (or "root")`,
    ))
  })

  test.each(['0px 0px 200px 0px', '200px', '10%', '-20px 5%', '', '1e2px', '1cm'])('rootMargin %o is taken', (rootMargin) => {
    useSource(createUsersSource({ total: 45 }))
    expect(() => renderList({ rootMargin })).not.toThrow()
  })
})

describe('root', () => {
  const refObject = { current: null }
  test.each([
    ['a ref object', refObject, false, 'got a ref object; pass the element: ref.current, or an element a callback ref keeps in state'],
    ['a ref object (virtualized)', refObject, true, 'got a ref object; pass the element: ref.current, or an element a callback ref keeps in state'],
    ['a selector', '#scroller', false, 'got "#scroller"; pass the element itself, not a selector'],
    ['the window', window, true, 'got the window; leave "root" out (or null) for the viewport'],
  ])('%s: a TypeError naming "root", not an error from the scroll code or the IntersectionObserver', (_what, root, virtualize, got) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new TypeError(`pagekit: <InfiniteList> "root" must be an Element, a Document or null; ${got}`)
    expect(() => renderList({ root: root as never, virtualize })).toThrow(error)
  })

  test('the headless hook checks it too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, root: refObject as never }), { wrapper: isolated }))
      .toThrow(/<InfiniteList> "root" must be an Element/)
  })

  test.each([false, true])('the document is the viewport, as null is (virtualize: %s)', async (virtualize) => {
    useSource(createUsersSource({ total: 45 }))
    renderList({ root: document as never, virtualize })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0))
  })

  test('without root, a list inside a frame has its sentinel observed in the frame\'s own viewport, so the margin reaches past the frame\'s edges', async () => {
    useSource(createUsersSource({ total: 45 }))
    const frame = document.body.appendChild(document.createElement('iframe'))
    const frameDocument = frame.contentDocument!
    try {
      const container = frameDocument.body.appendChild(frameDocument.createElement('div'))
      render(<InfiniteListBase getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" rootMargin="400px" />, { wrapper: isolated, container })
      const sentinel = await waitFor(() => {
        const found = frameDocument.querySelector('[data-pagekit-sentinel]')
        expect(found).not.toBeNull()
        return found!
      })
      expect(intersectionMockInstance(sentinel).root).toBe(frameDocument)
      expect(intersectionMockInstance(sentinel).rootMargin).toBe('400px')
    } finally {
      frame.remove()
    }
  })

  test('a root that does not contain the list: a dev warning, since its sentinel is never in view there', async () => {
    useSource(createUsersSource({ total: 45 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderList({ root: document.createElement('div') })
    await settled(10)
    expect(warn.mock.calls.flat().join('\n')).toMatch(/pagekit: <InfiniteList> "root" does not contain the element it watches/)
  })
})

describe('the list contains its live region', () => {
  test('the root is positioned (styled, headless and own-scroller alike); app style merges over it', () => {
    useSource(createUsersSource({ total: 45 }))
    const { container, unmount } = renderList()
    const root = container.querySelector('[data-pagekit-infinite-list]') as HTMLElement
    expect(root.style.position).toBe('relative')
    expect(root.contains(screen.getByRole('status'))).toBe(true)
    unmount()
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    // overflow-anchor: the list anchors its items itself (useScrollAnchor), the browser must not too.
    expect(result.current.getRootProps().style).toEqual({ position: 'relative', overflowAnchor: 'none' })
    expect(result.current.getRootProps({ style: { color: 'red' } }).style).toEqual({ position: 'relative', overflowAnchor: 'none', color: 'red' })
    expect(result.current.getRootProps({ style: { position: 'absolute' } }).style).toEqual({ position: 'absolute', overflowAnchor: 'none' })
  })
})

test('Retry after page 2 of 5 failed on the first load fetches pages 2, 3, 4 only; pages 0-1 stay on screen meanwhile', async () => {
  const src = useSource(createUsersSource({ total: 100, failures: [{ page: 2, times: 1 }] }))
  render(
    <InfiniteListBase getKey={indexKey(10)} fetcher={fetcher} options={{ initialSize: 5 }} aria-label="Users" loadMode="manual" />,
    { wrapper: isolated },
  )
  await screen.findByText("Couldn't load page 3.")
  expect(articles()).toHaveLength(20)
  src.log.reset()
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })))
  await settled(50)
  expect(src.log.pages()).toEqual([2, 3, 4])
})
