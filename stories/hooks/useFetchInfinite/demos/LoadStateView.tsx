// The demo of the Beyond SWR stories: the hook's own load-more state (isLoadingMore, hasMore)
// drives the status line and the Load more button, with no re-derivation from data and size.
import type { ReactNode } from 'react'
import type { FetchInfiniteResponse } from '../../../../src/infinite'
import type { User } from '../../../../mocks'
import { Button, Card, Controls, PageList } from '../../../support'

export interface LoadStateViewProps {
  title: string
  result: Pick<FetchInfiniteResponse<User[]>, 'data' | 'error' | 'isLoading' | 'isValidating' | 'isLoadingMore' | 'hasMore' | 'setSize'>
  controls?: ReactNode
}

export function LoadStateView({ title, result, controls }: LoadStateViewProps) {
  const { data, error, isLoading, isValidating, isLoadingMore, hasMore, setSize } = result
  const loaded = data?.length ?? 0
  const users = data?.reduce((n, page) => n + page.length, 0) ?? 0
  const status = isLoading ? 'Loading users…'
    : isLoadingMore ? 'Loading more…'
    : isValidating ? 'Refreshing…'
    : error ? `Stopped on an error: ${error.message}`
    : `Loaded ${loaded} ${loaded === 1 ? 'page' : 'pages'} (${users} users)${hasMore ? '' : ', no more users'}`
  return (
    <Card title={title}>
      {controls && <Controls>{controls}</Controls>}
      <Controls>
        <p role="status" style={{ margin: 0 }}>{status}</p>
      </Controls>
      <PageList pages={data} />
      <Controls>
        <Button disabled={!hasMore || isLoadingMore} onClick={() => void setSize((size) => size + 1)}>Load more</Button>
      </Controls>
    </Card>
  )
}
