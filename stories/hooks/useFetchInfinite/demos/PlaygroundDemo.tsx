import { FetchConfig } from '../../../../src'
import { SearchableList } from './SearchableList'

// The hook's options, so optional with the hook's defaults: the props table shows them so.
export interface PlaygroundProps {
  /**
   * Pages loaded initially. Fixed for the hook's lifetime: changing it here remounts the list.
   * @default 1
   */
  initialSize?: number
  /**
   * Revalidate page 0 on every revalidation.
   * @default true
   */
  revalidateFirstPage?: boolean
  /**
   * Revalidate every loaded page on every revalidation.
   * @default false
   */
  revalidateAll?: boolean
  /**
   * Fetch the pages concurrently (`true`), or at most n at a time; previousPageData is then always null.
   * @default false
   */
  parallel?: boolean | number
  /**
   * Keep `size` when the search changes the first page's key.
   * @default false
   */
  persistSize?: boolean
  /**
   * Keep at most this many pages in `data`: loading more drops the oldest.
   * @default every page
   */
  maxPages?: number
}

/** The index source (`/users?page=N&limit=5&q=…`) with every infinite option as a control. */
export function PlaygroundDemo(options: PlaygroundProps) {
  // A fresh cache and hook per option set: initialSize must not change during the hook's lifetime.
  return (
    <FetchConfig key={JSON.stringify(options)} value={{ provider: () => new Map() }}>
      {/* A docs page shows this demo twice, the second time with parallel loading: two titles. */}
      <SearchableList title={options.parallel ? 'useFetchInfinite playground, pages in parallel' : 'useFetchInfinite playground'} options={options} />
    </FetchConfig>
  )
}
