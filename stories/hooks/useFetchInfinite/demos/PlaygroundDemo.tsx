import { createUsersSource } from '../../../mocks'
import { SearchableList } from './SearchableList'
import { Isolated } from './support'

/** The playground's own mock source: 60 users, pages of 5, 200 ms latency. */
export const playgroundSource = createUsersSource({ total: 60, pageSize: 5, latency: 200 })

export interface PlaygroundProps {
  /** Pages loaded initially (spec 2.3). Fixed for the hook's lifetime: changing it here remounts the list. */
  initialSize: number
  /** Revalidate page 0 on every revalidation (default true). */
  revalidateFirstPage: boolean
  /** Revalidate every loaded page on every revalidation (default false). */
  revalidateAll: boolean
  /** Fetch the pages concurrently; previousPageData is then always null (default false). */
  parallel: boolean
  /** Keep `size` when the search changes the first page's key (default false). */
  persistSize: boolean
}

/** The index source (`/users?page=N&limit=5&q=…`) with every infinite option as a control. */
export function PlaygroundDemo(options: PlaygroundProps) {
  // A fresh cache and hook per option set: initialSize must not change during the hook's lifetime.
  return (
    <Isolated key={JSON.stringify(options)}>
      <SearchableList title="useFetchInfinite playground" source={playgroundSource} options={options} />
    </Isolated>
  )
}
