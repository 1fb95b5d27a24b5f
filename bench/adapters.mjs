// One adapter per library: a component that calls the library's infinite hook under a fresh
// cache and reports what it rendered. `next()` is the "load more" action of that library:
// setSize(size + 1) for pagekit and SWR, fetchNextPage() for TanStack Query.
import { createElement as h } from 'react'

let keySpace = 0

// The component reads only `data` (and `isValidating` when asked): "load more" is the functional
// setSize, so that no adapter reads `size` during render.
const growByOne = (size) => size + 1

/**
 * props: { fetchPage(index) => Promise<page>, options, report(view), readValidating }
 * view:  { len, next(), validating }
 */
export function makeAdapters({ pagekit, swr, swrInfinite, tanstack }) {
  const adapters = makeLibraryAdapters({ swr, swrInfinite, tanstack })
  adapters.pagekit = makePagekitAdapter(pagekit, 'pagekit')
  return adapters
}

/** An adapter for one build of pagekit (`--compare` loads a second one). */
export function makePagekitAdapter({ useFetchInfinite, FetchConfig }, name) {
  const keyed = keyedFetcher
  function PagekitList({ getKey, fetcher, options, report, readValidating }) {
    const r = useFetchInfinite(getKey, fetcher, options)
    const len = r.data?.length ?? 0
    report({ len, next: () => r.setSize(growByOne), validating: readValidating ? r.isValidating : undefined })
    return h('span', null, len)
  }
  return {
    name,
    element({ fetchPage, options, report, readValidating }) {
      const { getKey, fetcher } = keyed(fetchPage)
      return h(FetchConfig, { value: { provider: () => new Map() } },
        h(PagekitList, { getKey, fetcher, options, report, readValidating }))
    },
  }
}

// pagekit and SWR share the same getKey/fetcher shape: string keys, the page index parsed back.
const keyedFetcher = (fetchPage) => {
  const prefix = `/users?space=${++keySpace}&page=`
  return {
    getKey: (index) => prefix + index,
    fetcher: (key) => fetchPage(Number(key.slice(prefix.length))),
  }
}

function makeLibraryAdapters({ swr, swrInfinite, tanstack }) {
  const { SWRConfig } = swr
  const useSWRInfinite = swrInfinite.default
  const { useInfiniteQuery, QueryClient, QueryClientProvider } = tanstack

  const keyed = keyedFetcher

  function SWRList({ getKey, fetcher, options, report, readValidating }) {
    const r = useSWRInfinite(getKey, fetcher, options)
    const len = r.data?.length ?? 0
    report({ len, next: () => r.setSize(growByOne), validating: readValidating ? r.isValidating : undefined })
    return h('span', null, len)
  }

  function QueryList({ queryKey, fetchPage, report, readValidating }) {
    const q = useInfiniteQuery({
      queryKey,
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 0,
      getNextPageParam: (_last, _all, lastParam) => lastParam + 1,
    })
    const len = q.data?.pages.length ?? 0
    report({ len, next: () => q.fetchNextPage(), validating: readValidating ? q.isFetching : undefined })
    return h('span', null, len)
  }

  return {
    swr: {
      name: 'SWR',
      element({ fetchPage, options, report, readValidating }) {
        const { getKey, fetcher } = keyed(fetchPage)
        return h(SWRConfig, { value: { provider: () => new Map() } },
          h(SWRList, { getKey, fetcher, options, report, readValidating }))
      },
    },
    tanstack: {
      name: 'TanStack Query',
      element({ fetchPage, report, readValidating }) {
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
        return h(QueryClientProvider, { client },
          h(QueryList, { queryKey: ['users', ++keySpace], fetchPage, report, readValidating }))
      },
    },
  }
}
