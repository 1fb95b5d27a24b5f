// The LoadMoreButton demo: useFetchInfinite plus a standalone button, against the story's mock server.
import { LoadMoreButton } from '../../../src'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, type User } from '../../../mocks'
import { PageList, useMockApi } from '../../support'

export const PAGE_SIZE = 10

export function StandaloneDemo() {
  const api = useMockApi()
  // One request per click: the list does not need page 1 revalidated each time.
  const r = useFetchInfinite(indexKey(PAGE_SIZE), api.fetchJson<User[]>, { revalidateFirstPage: false })
  const isEnd = !!r.data && (r.data[r.data.length - 1]?.length ?? 0) < PAGE_SIZE
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>{r.data ? r.data.flat().length : 0} users loaded</p>
      <PageList<User> pages={r.data} />
      <LoadMoreButton
        size={r.size} setSize={r.setSize} isValidating={r.isValidating} isLoading={r.isLoading}
        data={r.data} error={r.error} mutate={r.mutate} isEnd={isEnd}
      />
    </div>
  )
}
