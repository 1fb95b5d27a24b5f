import type { LoadMoreButtonLabels } from './types'

/** English defaults; replace any through the `labels` prop. */
export const defaultLoadMoreButtonLabels: LoadMoreButtonLabels = {
  loadMore: 'Load more',
  loading: 'Loading…',
  end: 'No more items',
  retry: 'Retry',
}
