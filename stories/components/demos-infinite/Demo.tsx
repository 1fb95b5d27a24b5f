// Story frame for the InfiniteList stories: an isolated cache, the list, and the live MSW log.
import { useState, type ReactNode } from 'react'
import { FetchConfig } from '../../../src/fetch'
import { InfiniteListBase, useInfiniteList } from '../../../src/components/InfiniteList/headless'
import type { UsersSource } from '../../../mocks'
import { indexKey } from '../../../mocks'
import { RequestLog } from '../../support'
import { usersFetcher } from './sources'

/** Every story gets its own cache, so stories never share pages. */
export function Isolated({ children }: { children: ReactNode }) {
  return <FetchConfig value={{ provider: () => new Map() }}>{children}</FetchConfig>
}

/** The list above the request log of its source. */
export function WithLog({ source, children }: { source?: UsersSource; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      {children}
      {source ? <RequestLog log={source.log} /> : null}
    </div>
  )
}

/**
 * Custom markup from the headless hook: a `<section>` feed, `<div role="article">` items, the
 * sentinel, a custom status line and the live region. No styles from the library.
 */
export function HeadlessList() {
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const list = useInfiniteList({
    getKey: indexKey(10),
    fetcher: usersFetcher,
    'aria-label': 'Users (headless)',
    root: scroller,
  })
  return (
    <div {...list.getRootProps({ ref: setScroller, style: { height: 320, overflowY: 'auto', border: '2px dashed #888', padding: 8 } })}>
      <section {...list.getListProps({ style: { display: 'grid', gap: 6 } })}>
        {list.items.map((user, i) => (
          <div key={user.id} {...list.getItemProps(i, { style: { padding: '8px 12px', background: '#eef3f8', color: '#111', borderRadius: 6 } })}>
            <b>#{i + 1}</b> {user.name}
          </div>
        ))}
      </section>
      {list.hasMore ? <div {...list.getSentinelProps({ style: { height: 1 } })} /> : null}
      <p style={{ margin: '8px 0', color: '#333' }}>
        {list.status === 'loading' || list.status === 'loadingMore' ? 'Fetching…' : null}
        {list.status === 'end' ? `That's everyone (${list.items.length}).` : null}
        {list.status === 'error' ? <button type="button" onClick={list.retry}>Try again</button> : null}
      </p>
      <div {...list.getStatusProps()} />
    </div>
  )
}

/** The unstyled component: semantic markup only (what `pagekit/headless` renders). */
export function UnstyledList() {
  return <InfiniteListBase getKey={indexKey(10)} fetcher={usersFetcher} aria-label="Users (unstyled)" height={240} loadMode="manual" />
}
