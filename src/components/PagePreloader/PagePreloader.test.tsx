import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { FetchConfig, useFetch } from '../../index'
import { createUsersSource, fetchJson, usersUrl, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { PagerBase } from '../Pager/headless'
import { PagePreloader, PreloadContainer } from './PagePreloader'
import { preloadingPagerItem } from './pager'
import { usePagePreloader } from './usePagePreloader'

const pageKey = (page: number) => usersUrl({ page, limit: 10 })
const getKey = (page: number) => pageKey(page)

function Isolated({ children, cache }: { children: ReactNode; cache?: Map<string, unknown> }) {
  return <FetchConfig value={{ provider: () => (cache ?? new Map()) as never }}>{children}</FetchConfig>
}

function UsersPage({ page }: { page: number }) {
  const { data } = useFetch(pageKey(page), fetchJson<User[]>)
  return <p>{data ? `page ${page}: ${data[0]?.name}` : `loading ${page}`}</p>
}

/** Classic paging: the visible page plus a preloader for the next one. */
function Paged({ initial = 0, mode, withKey = true }: { initial?: number; mode?: 'render' | 'cache'; withKey?: boolean }) {
  const [page, setPage] = useState(initial)
  return (
    <>
      <main>
        <UsersPage page={page} />
      </main>
      <button type="button" onClick={() => setPage((p) => p + 1)}>next</button>
      <PagePreloader page={page} pageCount={5} getKey={withKey ? getKey : undefined} fetcher={fetchJson} mode={mode} strategy="eager">
        {(p) => <UsersPage page={p} />}
      </PagePreloader>
    </>
  )
}

const hiddenContainer = () => document.querySelector('[data-pagekit-preloader]') as HTMLElement | null

describe('render mode', () => {
  test('renders the next page inside a hidden, inert container, out of the accessibility tree', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(<Isolated><Paged /></Isolated>)
    await waitFor(() => expect(src.log.sortedPages()).toEqual([0, 1]))
    const container = hiddenContainer()!
    expect(container).toHaveAttribute('hidden')
    expect(container).toHaveAttribute('inert')
    expect(container).toHaveAttribute('aria-hidden', 'true')
    expect(container).not.toBeVisible()
    await waitFor(() => expect(container).toHaveTextContent(/^page 1: /))
    // Only the visible page is in the accessibility tree.
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([expect.stringMatching(/^page 0: /)])
    expect(screen.getByRole('main')).toHaveTextContent(/^page 0: /)
  })

  test('showing the preloaded page makes no new request; the page after it is preloaded next', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    render(<Isolated><Paged /></Isolated>)
    await waitFor(() => expect(hiddenContainer()).toHaveTextContent(/^page 1: /))
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    // Shown at once from the cache (no loading state).
    expect(screen.getByRole('main')).toHaveTextContent(`page 1: ${src.users()[10].name}`)
    await waitFor(() => expect(hiddenContainer()).toHaveTextContent(/^page 2: /))
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('without getKey, a cached page rendered hidden makes no request (hidden pages do not revalidate)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const cache = new Map<string, unknown>([[pageKey(1), { data: [{ id: 1, name: 'cached' }] }]])
    render(<Isolated cache={cache}><Paged withKey={false} /></Isolated>)
    await waitFor(() => expect(hiddenContainer()).toHaveTextContent('page 1: cached'))
    await waitFor(() => expect(src.log.pages()).toEqual([0]))
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([0])
  })

  test('with getKey, a cached page is not rendered at all', async () => {
    useSource(createUsersSource({ total: 45 }))
    const cache = new Map<string, unknown>([[pageKey(1), { data: [{ id: 1, name: 'cached' }] }]])
    render(<Isolated cache={cache}><Paged /></Isolated>)
    await screen.findByText(/^page 0: /)
    expect(hiddenContainer()).toBeEmptyDOMElement()
  })

  test('a page in flight (shown elsewhere) and two preloaders for one page: one request', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    render(
      <Isolated>
        <UsersPage page={1} />
        <PagePreloader page={0} pageCount={5} getKey={getKey} strategy="eager">{(p) => <UsersPage page={p} />}</PagePreloader>
        <PagePreloader page={0} pageCount={5} strategy="eager">{(p) => <UsersPage page={p} />}</PagePreloader>
      </Isolated>,
    )
    await screen.findByText(/^page 1: /, { ignore: '[data-pagekit-preloader] *' })
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([1])
  })

  test('a page whose preload failed loads again when it is shown, instead of showing the failed preload', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    src.fail({ page: 1, times: 1 })
    render(<Isolated><Paged /></Isolated>)
    await waitFor(() => expect(src.log.entries().filter((e) => e.page === 1 && e.endedAt !== undefined)).toHaveLength(1))
    // The hidden page that failed leaves the container.
    await waitFor(() => expect(hiddenContainer()).toBeEmptyDOMElement())
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(/^page 1: /))
    expect(src.log.count((e) => e.page === 1)).toBe(2)
  })

  test('render prop `render` works like children and gets the key', async () => {
    useSource(createUsersSource({ total: 45 }))
    const seen: unknown[] = []
    render(
      <Isolated>
        <PagePreloader page={2} pageCount={5} getKey={getKey} strategy="eager" render={(p, key) => { seen.push([p, key]); return <UsersPage page={p} /> }} />
      </Isolated>,
    )
    await waitFor(() => expect(hiddenContainer()).toHaveTextContent(/^page 3: /))
    expect(seen[0]).toEqual([3, pageKey(3)])
  })

  test('a hidden page that throws renders nothing and does not break the app', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): ReactNode {
      throw new Error('boom')
    }
    render(<Isolated><p>app</p><PagePreloader page={0} pageCount={3} strategy="eager">{() => <Broken />}</PagePreloader></Isolated>)
    expect(screen.getByText('app')).toBeInTheDocument()
    expect(hiddenContainer()).toBeEmptyDOMElement()
    spy.mockRestore()
  })

  test('a suspending hidden page never shows the app’s Suspense fallback', async () => {
    useSource(createUsersSource({ total: 45, latency: 20 }))
    function SuspensePage({ page }: { page: number }) {
      const { data } = useFetch(pageKey(page), fetchJson<User[]>, { suspense: true })
      return <p>suspended page {page}: {data![0].name}</p>
    }
    const { Suspense } = await import('react')
    render(
      <Isolated>
        <Suspense fallback={<p>app fallback</p>}>
          <p>app</p>
          <PagePreloader page={0} pageCount={3} strategy="eager">{(p) => <SuspensePage page={p} />}</PagePreloader>
        </Suspense>
      </Isolated>,
    )
    await waitFor(() => expect(hiddenContainer()).toHaveTextContent(/^suspended page 1: /))
    expect(screen.queryByText('app fallback')).toBeNull()
  })
})

describe('cache mode', () => {
  test('renders nothing and preloads with preload(key, fetcher)', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    render(<Isolated><Paged mode="cache" /></Isolated>)
    await waitFor(() => expect(src.log.sortedPages()).toEqual([0, 1]))
    expect(hiddenContainer()).toBeNull()
    expect(screen.queryByText(/^page 1/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    await screen.findByText(`page 1: ${src.users()[10].name}`)
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2]))
  })

  test('is the default without children; the fetcher defaults to the FetchConfig one', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(
      <FetchConfig value={{ provider: () => new Map(), fetcher: fetchJson as never }}>
        <PagePreloader page={0} pageCount={5} getKey={getKey} strategy="eager" />
      </FetchConfig>,
    )
    await waitFor(() => expect(src.log.pages()).toEqual([1]))
    expect(hiddenContainer()).toBeNull()
  })

  test('without a fetcher or a key it warns once and requests nothing', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Isolated><PagePreloader page={0} pageCount={5} getKey={getKey} strategy="eager" /></Isolated>)
    // Without getKey the fetcher's key type is unknown: TypeScript rejects this call; JavaScript warns.
    render(<Isolated><PagePreloader page={0} pageCount={5} fetcher={fetchJson as never} strategy="eager" /></Isolated>)
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.count()).toBe(0)
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/needs a "fetcher"/),
      expect.stringMatching(/needs "getKey"/),
    ])
    warn.mockRestore()
  })
})

test('PreloadContainer can hold pages chosen by the hook (hook + render mode)', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  function App() {
    const preloader = usePagePreloader({ page: 0, pageCount: 5, mode: 'render', strategy: 'eager' })
    return <PreloadContainer>{preloader.rendered.map((t) => <UsersPage key={t.id} page={t.page} />)}</PreloadContainer>
  }
  render(<Isolated><App /></Isolated>)
  await waitFor(() => expect(hiddenContainer()).toHaveTextContent(/^page 1: /))
  expect(src.log.pages()).toEqual([1])
})

describe('with the Pager', () => {
  function PagedWithPager({ strategy }: { strategy: 'idle' | 'hover' }) {
    const [page, setPage] = useState(0)
    const preloader = usePagePreloader({ page, pageCount: 5, getKey, fetcher: fetchJson, strategy, hoverDelay: 50 })
    return (
      <>
        <UsersPage page={page} />
        <PagerBase page={page} pageCount={5} onPageChange={setPage} renderItem={preloadingPagerItem(preloader)} />
      </>
    )
  }

  test('hovering a page link preloads that page after the intent delay; clicking it makes no new request', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(<Isolated><PagedWithPager strategy="hover" /></Isolated>)
    await screen.findByText(/^page 0: /)
    await new Promise((r) => setTimeout(r, 100))
    expect(src.log.pages()).toEqual([0])
    const page4 = screen.getByRole('button', { name: 'Page 4' })
    fireEvent.pointerEnter(page4)
    await waitFor(() => expect(src.log.pages()).toEqual([0, 3]))
    fireEvent.click(page4)
    await screen.findByText(/^page 3: /)
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
    // Hover on the previous page (cached) requests nothing.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Page 1' }))
    await new Promise((r) => setTimeout(r, 100))
    expect(src.log.pages()).toEqual([0, 3])
  })

  test('the rendered pager keeps its own props (aria, focus refs, click) on preloading items', async () => {
    useSource(createUsersSource({ total: 45 }))
    render(<Isolated><PagedWithPager strategy="idle" /></Isolated>)
    const next = screen.getByRole('button', { name: 'Next page' })
    expect(next).toHaveAttribute('type', 'button')
    await act(async () => {
      fireEvent.click(next)
    })
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute('aria-disabled')
  })
})
