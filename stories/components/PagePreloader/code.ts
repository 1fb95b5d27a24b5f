// "Show code" of the PagePreloader stories: classic paging with the preloader as an app writes it.
import type { Args } from '@storybook/react-vite'
import { jsxProps } from '../../support'
import { CURSOR_SOURCE, USER } from '../../support/snippets'

/** The page component of classic paging, with its key and fetcher. */
export const USERS_PAGE = `
${USER}

const PAGE_COUNT = 5
const pageKey = (page: number) => \`/users?page=\${page}&limit=10\`
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

function UsersPage({ page }: { page: number }) {
  // keepPreviousData: the current page stays on screen while the next one loads
  const { data, isLoading } = useFetch(pageKey(page), fetcher, { keepPreviousData: true })
  return <ul aria-busy={isLoading}>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}`

// The component's defaults: props equal to them are left out of the code.
const DEFAULTS: Args = { ahead: 1, strategy: 'idle', mode: 'render', hoverDelay: 100, idleTimeout: 2000, rootMargin: '200px', respectSaveData: true }

/** Previous/Next over `useFetch`, with a `<PagePreloader>` configured by the story's args. */
export function preloaderCode(args: Args): string {
  const viewport = args.strategy === 'viewport'
  const render = (args.mode ?? 'render') === 'render'
  const changed = Object.fromEntries(Object.entries(args).filter(([name, value]) => DEFAULTS[name] !== value))
  const props = jsxProps(changed, ['page', 'pageCount', 'getKey', 'keys', 'infinite', 'fetcher', 'target', 'root', 'onPreload', 'children', 'render'])
  return `
import { useRef, useState } from 'react'
import { PagePreloader, useFetch } from 'pagekit'
${USERS_PAGE}

export function Users() {
  const [page, setPage] = useState(0)
  const ${viewport ? 'end = useRef<HTMLParagraphElement>(null)' : 'next = useRef<HTMLButtonElement>(null)'}${viewport ? `
  // State, not a ref: the preloader observes again once the box is there.
  const [box, setBox] = useState<HTMLDivElement | null>(null)` : ''}
  return (
    <>
      <UsersPage page={page} />
      <button disabled={page === 0} onClick={() => setPage(page - 1)}>Previous page</button>
      <button${viewport ? '' : ' ref={next}'} disabled={page === PAGE_COUNT - 1} onClick={() => setPage(page + 1)}>Next page</button>${viewport ? `
      <div ref={setBox} tabIndex={0} role="region" aria-label="Scroll box" style={{ height: 160, overflowY: 'auto' }}>
        <p style={{ height: 600 }}>Scroll down</p>
        <p ref={end}>End of page {page + 1}</p>
      </div>` : ''}
      <PagePreloader
        page={page}
        pageCount={PAGE_COUNT}
        getKey={pageKey}
        fetcher={fetcher}
        target={${viewport ? 'end' : 'next'}}${viewport ? `
        root={box}` : ''}${props.map((prop) => `\n        ${prop}`).join('')}
      >${render ? `
        {(p) => <UsersPage page={p} />}` : ''}
      </PagePreloader>
    </>
  )
}
`
}

/** An infinite cursor list whose next page is preloaded as soon as the last one lands. */
export const infinitePreloadCode = `
import { PagePreloader } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'

${USER}
${CURSOR_SOURCE}

export function Users() {
  const list = useFetchInfinite(getKey, fetcher, { revalidateFirstPage: false })
  const { data, size, setSize } = list
  const end = !!data && !data[data.length - 1]?.nextCursor
  return (
    <>
      <ul>{data?.flatMap((page) => page.data).map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={!data || end} onClick={() => setSize(size + 1)}>Load more</button>
      {/* Preloads the next page (its key needs the last page's nextCursor) once the last one lands. */}
      <PagePreloader infinite={list} getKey={getKey} fetcher={fetcher} mode="cache" strategy="eager" />
    </>
  )
}
`
