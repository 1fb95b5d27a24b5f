// "Show code" of the InfiniteList stories: the component as an app writes it, with the
// story's current props (controls included).
import type { Args } from '@storybook/react-vite'
import { jsxProps } from '../../support'
import { CURSOR_SOURCE, indexGetKey, jsonFetcher } from '../../support/snippets'

/** Where the pages come from: the getKey, the fetcher and any extra props an app needs for it. */
export interface ListSource {
  declarations: string
  props?: string
}

const USER = `type User = { id: number; name: string; email: string }`

export const indexSource = (limit = 10): ListSource => ({
  declarations: `
${USER}

// GET /users?page=N&limit=${limit} answers a JSON array; past the end, an empty one.
${indexGetKey(limit)}
${jsonFetcher()}`,
})

export const cursorSource: ListSource = {
  declarations: `
${USER}
${CURSOR_SOURCE}`,
}

/** A cursor source that can go back: pages carry `prevCursor`, and getPreviousKey follows it. */
export const cursorWindowSource: ListSource = {
  declarations: `
${USER}
${CURSOR_SOURCE.replace('nextCursor: string | null }', 'nextCursor: string | null; prevCursor: string | null }')}

// The page before the first loaded one: its prevCursor (null on the first page of all).
const getPreviousKey = (firstPageIndex: number, firstPageData: Page) =>
  firstPageData.prevCursor ? \`/users?cursor=\${firstPageData.prevCursor}&limit=10\` : null`,
  props: 'getPreviousKey={getPreviousKey}',
}

/** A list that opens at page `start` (a deep link) and loads the pages before it when scrolled up. */
export const deepLinkSource = (start: number): ListSource => ({
  declarations: `
${USER}

// Opened at page ${start}: list page i is server page i + ${start}; pages before it have negative indexes.
const start = ${start}
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex + start}&limit=10\`
const getPreviousKey = (firstPageIndex: number) =>
  firstPageIndex + start > 0 ? \`/users?page=\${firstPageIndex + start - 1}&limit=10\` : null
${jsonFetcher()}`,
  props: 'getPreviousKey={getPreviousKey}',
})

export const offsetSource: ListSource = {
  declarations: `
${USER}
type Page = { items: User[]; total: number }

// GET /users?offset=N&limit=10 answers { items, total }.
const getKey = (pageIndex: number, previousPageData: Page | null) =>
  previousPageData && !previousPageData.items.length ? null : \`/users?offset=\${pageIndex * 10}&limit=10\`
const fetcher = (url: string): Promise<Page> => fetch(url).then((res) => res.json())`,
  props: `getItems={(page) => page.items}
      getTotal={(page) => page.total}`,
}

const RENDER_ITEM = `itemProps={(user) => ({ 'aria-labelledby': \`user-\${user.id}-name\` })}
      renderItem={(user) => (
        <>
          <strong id={\`user-\${user.id}-name\`}>{user.name}</strong>
          <span>{user.email}</span>
        </>
      )}`

/** The app code of an `<InfiniteList>` story: imports, source, and the element with the story's args. */
export function infiniteListCode(args: Args, source: ListSource = indexSource(), strictMode = false): string {
  const props = jsxProps(args, ['getKey', 'getPreviousKey', 'fetcher', 'getItems', 'getTotal', 'isEnd', 'itemKey', 'root', 'scrollToIndex'])
  const element = `<InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      ${[...props, ...(source.props ? [source.props] : [])].join('\n      ')}
      ${RENDER_ITEM}
    />`
  return `${strictMode ? "\nimport { StrictMode } from 'react'" : ''}
import { InfiniteList } from 'pagekit'
${source.declarations}

export function Users() {
  return (
    ${strictMode ? `<StrictMode>\n      ${element.replace(/\n/g, '\n  ')}\n    </StrictMode>` : element}
  )
}
`
}

/** `useInfiniteList` from `pagekit/headless` with the app's own markup. */
export const headlessCode = `
import { useState } from 'react'
import { useInfiniteList } from 'pagekit/headless'

type User = { id: number; name: string }

const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex}&limit=10\`
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

export function Users() {
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const list = useInfiniteList({ getKey, fetcher, 'aria-label': 'Users (headless)', root: scroller })
  return (
    <div {...list.getRootProps({ ref: setScroller, style: { position: 'relative', height: 320, overflowY: 'auto' } })}>
      <section {...list.getListProps()}>
        {list.items.map((user, i) => (
          <div key={user.id} {...list.getItemProps(i)}>
            <b>#{i + 1}</b> {user.name}
          </div>
        ))}
      </section>
      {list.hasMore ? <div {...list.getSentinelProps({ style: { height: 1 } })} /> : null}
      <p>
        {list.status === 'loading' || list.status === 'loadingMore' ? 'Fetching…' : null}
        {list.status === 'end' ? \`That's everyone (\${list.items.length}).\` : null}
        {list.status === 'error' ? <button type="button" onClick={list.retry}>Try again</button> : null}
      </p>
      <div {...list.getStatusProps()} />
    </div>
  )
}
`

/** An `<InfiniteList>` over the index source with the given extra props (slots, texts, end detection). */
export const customListCode = (props: string, source: ListSource = indexSource()) => `
import { InfiniteList } from 'pagekit'
${source.declarations}

export function Users() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      aria-label="Users"
      height={320}
      renderItem={(user) => user.name}
      ${props.trim().split('\n').join('\n      ')}
    />
  )
}
`
