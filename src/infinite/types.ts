import type { Arguments, FetcherContext, TruthyKey, MutatorOptions, MutatorData } from '../core/types'
import type { FetchConfiguration, FetchResponse } from '../fetch/types'

/** `(pageIndex, previousPageData) => key | null`. previousPageData is null for page 0 and in parallel mode. */
export type FetchInfiniteKeyLoader<Data = unknown, K extends Arguments = Arguments> = (
  pageIndex: number,
  previousPageData: Data | null,
) => K

/**
 * The fetcher of one page: it receives the key `getKey` returned, then `{ signal }`, which aborts
 * when no walk needs the page any more.
 */
export type FetchInfiniteFetcher<Data, K> = (arg: TruthyKey<K>, context: FetcherContext) => Data | Promise<Data>

export interface FetchInfiniteOptions {
  /**
   * Pages loaded initially (default 1). Must not change during the hook's lifetime. A value that
   * is not a non-negative integer (-1, NaN, 1.5) is replaced by 1, with a dev warning.
   */
  initialSize?: number
  /** Revalidate every loaded page on each revalidation (default false). */
  revalidateAll?: boolean
  /** Revalidate page 0 on each revalidation (default true). */
  revalidateFirstPage?: boolean
  /** Keep `size` when the first page's key changes (default false: back to initialSize). */
  persistSize?: boolean
  /** Fetch pages concurrently; previousPageData is then always null (default false). */
  parallel?: boolean
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
   * While `error` is set: the index of the page whose failure it is (parallel mode: the first
   * to fail). `data` holds the pages before it; a retry (`setSize(size)`) fetches from it on
   * (parallel mode: only the failed pages). Undefined without an error.
   */
  failedPageIndex: number | undefined
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
