// Demo pieces of the InfiniteList stories: the item card and a list built on the headless hook.
import { useId, useState, type ReactNode } from 'react'
import { InfiniteList, type InfiniteListProps } from '../../../src'
import { useInfiniteList } from '../../../src/headless'
import { indexKey, type User } from '../../../mocks'
import { useMockApi } from '../../support'

export function UserItem({ user, idPrefix }: { user: User; idPrefix: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <strong id={`${idPrefix}-user-${user.id}`}>{user.name}</strong>
      <span style={{ fontSize: '0.9em' }}>{user.email} · {user.role}</span>
    </div>
  )
}

/**
 * `renderItem` and `itemProps` for User items: each article is named by its user's name (the
 * feed pattern's aria-labelledby). `idPrefix` (from `useId()`) keeps the ids of lists that share
 * a page apart.
 */
export const userItems = (idPrefix: string) => ({
  renderItem: (user: User) => <UserItem user={user} idPrefix={idPrefix} />,
  itemProps: (user: User) => ({ 'aria-labelledby': `${idPrefix}-user-${user.id}` }),
})

/**
 * The stories' `<InfiniteList>`: user cards, and the story's mock server as the fetcher unless
 * the story gives one (an app passes its own).
 */
// Typed as `Meta<typeof InfiniteList>` sees the generic component: every type argument unknown.
export function UsersList(props: InfiniteListProps<unknown, unknown, unknown>) {
  const api = useMockApi()
  const idPrefix = useId()
  return <InfiniteList fetcher={api.fetchJson as never} {...userItems(idPrefix) as object} {...props} />
}

/**
 * Custom markup from the headless hook: a `<section>` feed, `<div role="article">` items, the
 * sentinel, a custom status line and the live region. No styles from the library.
 */
export function HeadlessList() {
  const api = useMockApi()
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const list = useInfiniteList({
    getKey: indexKey(10),
    fetcher: api.fetchJson<User[]>,
    'aria-label': 'Users (headless)',
    root: scroller,
  })
  return (
    <div {...list.getRootProps({ ref: setScroller, style: { position: 'relative', height: 320, overflowY: 'auto', border: '2px dashed currentColor', padding: 8, maxWidth: 560 } })}>
      <section {...list.getListProps({ style: { display: 'grid', gap: 6 } })}>
        {list.items.map((user, i) => (
          <div key={user.id} {...list.getItemProps(i, { style: { padding: '8px 12px', background: '#eef3f8', color: '#111', borderRadius: 6 } })}>
            <b>#{i + 1}</b> {user.name}
          </div>
        ))}
      </section>
      {list.hasMore ? <div {...list.getSentinelProps({ style: { height: 1 } })} /> : null}
      <p style={{ margin: '8px 0' }}>
        {list.status === 'loading' || list.status === 'loadingMore' ? 'Fetching…' : null}
        {list.status === 'end' ? `That's everyone (${list.items.length}).` : null}
        {list.status === 'error' ? <button type="button" onClick={list.retry}>Try again</button> : null}
      </p>
      <div {...list.getStatusProps()} />
    </div>
  )
}

/**
 * An `<InfiniteList>` without `height` inside the app's own scroll container, passed as `root`
 * (the IntersectionObserver root). The list root is positioned, so its visually hidden live
 * region stays inside the container instead of stretching the page. `before` and `after`: the
 * app's content above and below the list inside the container.
 */
export function InAppScroller({ before, after, ...props }: InfiniteListProps<unknown, unknown, unknown> & { before?: ReactNode; after?: ReactNode }) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  return (
    <div
      ref={setScroller}
      role="region"
      // Two of these demos share a docs page, one virtualized: each landmark has a name of its own.
      aria-label={props.virtualize ? 'App scroll container (virtualized list)' : 'App scroll container'}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      data-testid="app-scroller"
      style={{ height: 300, overflowY: 'auto', border: '1px solid currentColor', maxWidth: 560 }}
    >
      {before}
      {scroller && <UsersList {...props} root={scroller} />}
      {after}
    </div>
  )
}
