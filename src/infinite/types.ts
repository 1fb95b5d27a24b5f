import type { Arguments, TruthyKey, MutatorOptions, MutatorData } from '../core/types'
import type { FetchConfiguration, FetchResponse } from '../fetch/types'

/** `(pageIndex, previousPageData) => key | null`. previousPageData is null for page 0 and in parallel mode. */
export type FetchInfiniteKeyLoader<Data = unknown, K extends Arguments = Arguments> = (
  pageIndex: number,
  previousPageData: Data | null,
) => K

/** The fetcher of one page: it receives the key `getKey` returned. */
export type FetchInfiniteFetcher<Data, K> = (arg: TruthyKey<K>) => Data | Promise<Data>

export interface FetchInfiniteOptions {
  /** Pages loaded initially (default 1). Must not change during the hook's lifetime. */
  initialSize?: number
  /**
   * Revalidate every loaded page on mount, focus, reconnect, the polling interval and `mutate()`
   * (default false). `setSize` still fetches only the pages the list does not hold yet, so
   * loading N pages costs N requests.
   */
  revalidateAll?: boolean
  /** Revalidate page 0 on each revalidation (default true). */
  revalidateFirstPage?: boolean
  /** Keep `size` when the first page's key changes (default false: back to initialSize). */
  persistSize?: boolean
  /**
   * Fetch pages independently; previousPageData is then always null (default false). `true`
   * starts every page at once; a positive integer keeps at most that many pages in flight.
   */
  parallel?: boolean | number
}

/** Every useFetch option (applied to the page array) plus the infinite options. */
export type FetchInfiniteConfiguration<Data = unknown, Err = Error, Fn = FetchInfiniteFetcher<Data, Arguments>> =
  Omit<FetchConfiguration<Data[], Err>, 'fetcher'> & FetchInfiniteOptions & { fetcher?: Fn }

/** Mutate options of the page array; `revalidate` may decide per page: `(pageData, key) => boolean`. */
export interface FetchInfiniteMutatorOptions<Data = unknown> extends Omit<MutatorOptions<Data[]>, 'revalidate'> {
  revalidate?: boolean | ((pageData: Data, key: Arguments) => boolean)
}

export interface FetchInfiniteKeyedMutator<Data> {
  (data?: MutatorData<Data[]>, opts?: boolean | FetchInfiniteMutatorOptions<Data>): Promise<Data[] | undefined>
}

export type SizeArg = number | ((size: number) => number)

export interface FetchInfiniteResponse<Data = unknown, Err = Error> extends Omit<FetchResponse<Data[], Err>, 'mutate'> {
  /** Number of pages that will be fetched and returned. */
  size: number
  /** Sets the page count (a number or `size => number`); other values are ignored. Resolves with the data. */
  setSize: (size: SizeArg) => Promise<Data[] | undefined>
  mutate: FetchInfiniteKeyedMutator<Data>
  /**
   * A page beyond the loaded ones is in flight: true after `setSize` grew the size, until the
   * page lands or fails; false while only loaded pages revalidate, and during the first load
   * (that is `isLoading`). A component that reads it also re-renders when `isValidating` or
   * `size` changes.
   */
  isLoadingMore: boolean
  /**
   * Whether another page exists, known without a request: `getKey(data.length, last page)` is
   * not null. False until the first page arrives. In parallel mode getKey gets `null` as the
   * previous page, so only a key builder that ends by index alone reports the end.
   */
  hasMore: boolean
}

export interface FetchInfiniteHook {
  <Data = unknown, Err = Error, K extends Arguments = Arguments>(
    getKey: FetchInfiniteKeyLoader<Data, K>,
    fetcher: FetchInfiniteFetcher<Data, K> | null | undefined,
    config?: FetchInfiniteConfiguration<Data, Err, FetchInfiniteFetcher<Data, K>>,
  ): FetchInfiniteResponse<Data, Err>
  <Data = unknown, Err = Error, K extends Arguments = Arguments>(
    getKey: FetchInfiniteKeyLoader<Data, K>,
    config?: FetchInfiniteConfiguration<Data, Err, FetchInfiniteFetcher<Data, K>>,
  ): FetchInfiniteResponse<Data, Err>
}
