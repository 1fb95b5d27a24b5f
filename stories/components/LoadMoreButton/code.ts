// "Show code" of the LoadMoreButton stories.
import type { Args } from '@storybook/react-vite'
import { jsxProps } from '../../support'

const SOURCE = `
type User = { id: number; name: string }

const PAGE_SIZE = 10
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex}&limit=\${PAGE_SIZE}\`
const fetcher = async (url: string): Promise<User[]> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`GET \${url} answered \${res.status}\`)
  return res.json()
}`

/** The standalone demo: useFetchInfinite and the button, one request per click. */
export const standaloneCode = `
import { LoadMoreButton } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'
${SOURCE}

// A short page ends the list: hasMore knows the end without requesting an empty page.
const shortPageKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < PAGE_SIZE ? null : \`/users?page=\${pageIndex}&limit=\${PAGE_SIZE}\`

export function Users() {
  // One request per click: the list does not need page 1 revalidated each time.
  const list = useFetchInfinite(shortPageKey, fetcher, { revalidateFirstPage: false })
  return (
    <>
      <p>{list.data ? list.data.flat().length : 0} users loaded</p>
      <ul>{list.data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      {/* The whole response: the button reads isLoadingMore, hasMore, error and failedPageIndex from it. */}
      <LoadMoreButton {...list} />
    </>
  )
}
`

/** A button story's args on a real list: the hook supplies the state, the story the other props. */
export function buttonCode(args: Args, handlers: string[] = [], children?: string): string {
  const props = [...jsxProps(args, ['size', 'setSize', 'isValidating', 'isLoading', 'data', 'error', 'mutate']), ...handlers]
  return `
import { LoadMoreButton } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'
${SOURCE}

export function Users() {
  const { data, size, setSize, isValidating, error, mutate } = useFetchInfinite(getKey, fetcher)
  return (
    <LoadMoreButton
      data={data} size={size} setSize={setSize} isValidating={isValidating} error={error} mutate={mutate}
      ${props.join('\n      ')}
    ${children ? `>\n      ${children}\n    </LoadMoreButton>` : '/>'}
  )
}
`
}

/** Inside `<InfiniteList loadMode="manual">` the button reads the list from context. */
export const insideListCode = `
import { InfiniteList, LoadMoreButton } from 'pagekit'
${SOURCE}

export function Users() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      renderItem={(user) => user.name}
      loadMode="manual"
      aria-label="Users"
      renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Show more users' }} />}
    />
  )
}
`

/** The button driven by a list's state (`useInfiniteData`), the items rendered by the app. */
export const listPropCode = `
import { LoadMoreButton, useInfiniteData } from 'pagekit'
${SOURCE}

export function Users() {
  // The list's state without markup: items, status, loadMore() and retry().
  const list = useInfiniteData({ getKey, fetcher })
  return (
    <>
      <p>{list.items.length} users loaded</p>
      <ul>{list.items.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <LoadMoreButton list={list} />
    </>
  )
}
`
