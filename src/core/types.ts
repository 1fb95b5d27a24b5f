// Public and internal types of the framework-free core: keys, fetchers, the cache and the
// mutators. They follow SWR 2.x's type contract name for name (SWR's `any` where SWR has
// `any`), so that code typed against SWR compiles against pagekit after renaming imports.
/* eslint-disable @typescript-eslint/no-explicit-any -- SWR's contract has `any` in these places */

/** A key's tuple form: the first element (usually a URL) and any arguments after it. */
export type ArgumentsTuple = readonly [any, ...unknown[]]
/** What a key may be once resolved: a string, a tuple/array, an object, or falsy (no request). */
export type Arguments = string | ArgumentsTuple | Record<any, any> | null | undefined | false
/** A key, or a function returning one (a throw or a falsy result means "not ready": no request). */
export type Key = Arguments | (() => Arguments)
/** A tuple key or a falsy value: the key type useFetch infers from a tuple-typed fetcher first. */
export type StrictTupleKey = ArgumentsTuple | null | undefined | false
/** A strict tuple key, or a function returning one. */
export type StrictKey = StrictTupleKey | (() => StrictTupleKey)

/** What a fetcher returns: the data, or a promise of it. */
export type FetcherResponse<Data = unknown> = Data | Promise<Data>
/**
 * What a fetcher gets after the key. `signal` aborts when no mounted consumer needs the answer
 * any more (the last hook unmounted, the key changed, a newer request replaced this one).
 */
export interface FetcherContext {
  signal: AbortSignal
}
/**
 * The shape of every fetcher: the original (resolved) key, then `{ signal }`. A fetcher that
 * ignores the second argument works as with SWR. Every typed fetcher below is written with it.
 */
export type FetcherFunction<Arg, Data> = (arg: Arg, context: FetcherContext) => FetcherResponse<Data>
/** A fetcher whose arguments are not tied to a key type. */
export type BareFetcher<Data = unknown> = (...args: any[]) => FetcherResponse<Data>
/**
 * The fetcher a key asks for: it receives the key (or what a key function returns); a key that
 * can only be falsy has no fetcher (it is never called).
 */
export type Fetcher<Data = unknown, FetchKey extends Key = Key> =
  FetchKey extends () => infer Arg | null | undefined | false
    ? FetcherFunction<Arg, Data>
    : FetchKey extends null | undefined | false
      ? never
      : FetchKey extends infer Arg
        ? FetcherFunction<Arg, Data>
        : never

/**
 * Data produced ahead of the hooks (on the server, say), per serialized key: a value or a
 * promise. A hook that finds its key here uses it once instead of its first request.
 */
export type CacheData<Data = any> = { [key: string]: FetcherResponse<Data> }

/**
 * One key's entry in the cache: what `cache.get(key)` returns. Hooks built on useFetch may keep
 * fields of their own beside these.
 */
export interface State<Data = any, Err = any> {
  data?: Data
  error?: Err
  isValidating?: boolean
  isLoading?: boolean
  /** @internal The data under the optimistic data shown while a mutation runs. */
  committedData?: Data
  /** @internal The key as the app wrote it (before serialization): what a mutate filter sees. */
  originalKey?: unknown
}

/** A Map-like store of key → state. `new Map()` is a valid cache. */
export interface Cache<Data = any> {
  keys(): IterableIterator<string>
  get(key: string): State<Data> | undefined
  set(key: string, value: State<Data>): void
  delete(key: string): void
}

export interface RevalidatorOptions {
  retryCount?: number
  dedupe?: boolean
}
export type Revalidator = (revalidateOpts?: RevalidatorOptions) => Promise<boolean> | void

/** A function of the current data that returns the new data (or a promise of it). */
export type MutatorCallback<Data = any> = (currentData?: Data) => Promise<undefined | Data> | undefined | Data

export type MutatorOptions<Data = any, MutationData = Data> = {
  /** Revalidate after mutating (default true), or decide per key: `(data, key) => boolean`. */
  revalidate?: boolean | ((data: Data, key: Arguments) => boolean)
  /** Write the result to the cache (default true), or transform it: `(result, current) => data`. */
  populateCache?: boolean | ((result: MutationData, currentData: Data | undefined) => Data)
  /** Shown at once while the mutation runs. */
  optimisticData?: Data | ((currentData: Data | undefined, displayedData: Data | undefined) => Data)
  /** Restore the previous data when the mutation fails (default true). */
  rollbackOnError?: boolean | ((error: unknown) => boolean)
  /** Re-throw a mutation's error from the returned promise (default true). */
  throwOnError?: boolean
}

/** The two options of the older boolean form of mutate's options. */
export type MutatorConfig = {
  revalidate?: boolean
  populateCache?: boolean
}

/** The signature of the mutate function over a cache. */
export type MutatorFn<Data = any> = (
  cache: Cache,
  key: Key,
  data?: Data | Promise<Data> | MutatorCallback<Data>,
  opts?: boolean | MutatorOptions<Data>,
) => Promise<Data | undefined>

/** The result type of a mutator: `never` when its options say `populateCache: false`. */
export type MutatorWrapper<Fn> = Fn extends (...args: [...infer Parameters]) => infer Result
  ? Parameters[3] extends boolean
    ? Result
    : Parameters[3] extends Required<Pick<MutatorOptions, 'populateCache'>>
      ? Parameters[3]['populateCache'] extends false
        ? never
        : Result
      : Result
  : never

export type Mutator<Data = any> = MutatorWrapper<MutatorFn<Data>>

/**
 * The global mutate, bound to one cache: by a filter over the keys (first, so that an inline
 * `(key) => ...` is typed as a filter) or by key. `MutationData` / `T` is the mutation's
 * result when `populateCache` turns it into the cached `Data`.
 */
export interface ScopedMutator {
  <Data = any, MutationData = Data>(
    matcher: (key?: Arguments) => boolean,
    data?: MutationData | Promise<MutationData> | MutatorCallback<MutationData>,
    opts?: boolean | MutatorOptions<Data, MutationData>,
  ): Promise<Array<MutationData | undefined>>
  <Data = any, T = Data>(
    key: Arguments,
    data?: T | Promise<T> | MutatorCallback<T>,
    opts?: boolean | MutatorOptions<Data, T>,
  ): Promise<T | undefined>
}

/** A mutate bound to one key. With no arguments it revalidates. */
export type KeyedMutator<Data> = <MutationData = Data>(
  data?: Data | Promise<Data | undefined> | MutatorCallback<Data>,
  opts?: boolean | MutatorOptions<Data, MutationData>,
) => Promise<Data | MutationData | undefined>

/** A getKey as the core sees it: `(index, previousPageData) => key` (null: none). */
export type KeyLoader<Args extends Arguments = Arguments> = ((index: number, previousPageData: any | null) => Args) | null

export type RevalidateEvent = 'focus' | 'reconnect' | 'mutate' | 'error-revalidate'
export type RevalidateCallback = (type: RevalidateEvent, opts?: RevalidatorOptions) => Promise<boolean> | void
