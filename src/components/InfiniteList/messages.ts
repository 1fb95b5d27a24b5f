import type { InfiniteListMessages } from './types'

/** English defaults; every text can be replaced through the `messages` prop. */
export const defaultInfiniteListMessages: InfiniteListMessages = {
  feedLabel: 'Items',
  loading: 'Loading…',
  loadingMore: 'Loading more…',
  empty: 'No items',
  end: 'You have reached the end',
  error: (pageIndex) => `Couldn't load page ${pageIndex + 1}.`,
  loadingPrevious: 'Loading earlier items…',
  loadPrevious: 'Load previous',
  loadedPrevious: (added, shown) => `Loaded ${added} earlier items, ${shown} shown`,
  loadMore: 'Load more',
  loadMorePending: 'Loading…',
  loadMoreEnd: 'No more items',
  retry: 'Retry',
  loaded: (added, shown) => (added === shown ? `Loaded ${shown} items` : `Loaded ${added} more, ${shown} shown`),
  endOfList: (shown) => `End of list, ${shown} shown`,
}
