// Public and internal types of the framework-free core. React bindings re-export the public ones.

export type ArgumentsTuple = readonly [unknown, ...unknown[]]
/** What a key may be once resolved: a string, a tuple/array, a plain object, or falsy (no request). */
export type Arguments = string | ArgumentsTuple | readonly unknown[] | Record<string, unknown> | null | undefined | false
/** A key, or a function returning one (a throw or a falsy result means "not ready": no request). */
export type Key = Arguments | (() => Arguments)

/** Removes the falsy members of a key: the fetcher is never called with them. */
export type TruthyKey<K> = Exclude<K extends () => infer R ? R : K, null | undefined | false | ''>

export type FetcherResponse<Data> = Data | Promise<Data>
/**
 * What a fetcher gets after the key. `signal` aborts when no mounted consumer needs the answer
 * any more (the last hook unmounted, the key changed, a newer request replaced this one).
 */
export interface FetcherContext {
  signal: AbortSignal
}

/**
 * A fetcher receives the original (resolved) key, then `{ signal }`. A fetcher that ignores the
 * second argument works as with SWR.
 */
export type Fetcher<Data = unknown, K = never> = (arg: K, context: FetcherContext) => FetcherResponse<Data>

/**
 * One key's entry in the cache: what `cache.get(key)` returns. Hooks built on useFetch may keep
 * fields of their own beside these.
 */
export interface State<Data = unknown, Err = unknown> {
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
export interface Cache<Data = unknown> {
  keys(): IterableIterator<string>
  get(key: string): State<Data> | undefined
  set(key: string, value: State<Data>): void
  delete(key: string): void
}

export interface RevalidatorOptions {
  retryCount?: number
  dedupe?: boolean
}
export type Revalidator = (opts?: RevalidatorOptions) => Promise<boolean> | void

export type MutatorCallback<Data = unknown> = (currentData: Data | undefined) => Promise<Data | undefined> | Data | undefined

export interface MutatorOptions<Data = unknown, MutationData = Data> {
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

export type MutatorData<Data> = Data | Promise<Data | undefined> | MutatorCallback<Data> | undefined

/** A mutate bound to one key. With no arguments it revalidates. */
export interface KeyedMutator<Data> {
  <MutationData = Data>(
    data?: MutatorData<Data>,
    opts?: boolean | MutatorOptions<Data, MutationData>,
  ): Promise<Data | MutationData | undefined>
}

/**
 * The global mutate, bound to one cache. The filter form comes first so that an inline
 * `(key) => ...` is typed as a filter. `T` is the mutation's result when `populateCache`
 * turns it into the cached `Data`.
 */
export interface ScopedMutator {
  <T = unknown>(
    filter: (key: Arguments) => boolean,
    data?: T | Promise<T> | MutatorCallback<T>,
    opts?: boolean | MutatorOptions<T>,
  ): Promise<Array<T | undefined>>
  <Data = unknown, T = Data>(
    key: Key,
    data?: T | Promise<T> | MutatorCallback<T>,
    opts?: boolean | MutatorOptions<Data, T>,
  ): Promise<T | undefined>
}

export type RevalidateEvent = 'focus' | 'reconnect' | 'mutate' | 'error-revalidate'
export type RevalidateCallback = (type: RevalidateEvent, opts?: RevalidatorOptions) => Promise<boolean> | void
