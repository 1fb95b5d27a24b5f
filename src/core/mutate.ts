import type { Arguments, Key, MutatorOptions, State } from './types'
import type { CacheContext } from './cache'
import { isFunction, isPromiseLike, isUndefined } from '../utils/env'
import { isInternalKey } from './internal-keys'
import { abortRequest, forgetRequest, takePreload } from './requests'
import { getRevalidator } from './revalidators'
import { serialize } from './serialize'
import { cacheHelper } from './state'
import { getTimestamp } from './timestamp'

type KeyFilter = (key: Arguments) => boolean

/**
 * The global mutate: by key, or by a filter over the keys' original arguments. With no `data`
 * argument it only revalidates. Optimistic data, rollback and race handling follow SWR 2.x.
 */
export async function internalMutate(
  ctx: CacheContext,
  ...args: [Key | KeyFilter, unknown?, (boolean | MutatorOptions<unknown>)?]
): Promise<unknown> {
  const [keyOrFilter, newData, optionsArg] = args
  const options: MutatorOptions<unknown> = {
    populateCache: true,
    throwOnError: true,
    ...(typeof optionsArg === 'boolean' ? { revalidate: optionsArg } : optionsArg),
  }
  const hasData = args.length >= 2

  if (isFunction(keyOrFilter)) {
    const filter = keyOrFilter as KeyFilter
    const matched: string[] = []
    for (const key of ctx.cache.keys()) {
      if (!isInternalKey(key) && filter(ctx.cache.get(key)?.originalKey as Arguments)) matched.push(key)
    }
    // As SWR: each key the filter matched is mutated by its cache key (what `revalidate` gets).
    return Promise.all(matched.map((key) => mutateByKey(key)))
  }
  return mutateByKey(keyOrFilter as Key)

  async function mutateByKey(keyArg: Key): Promise<unknown> {
    const [key] = serialize(keyArg)
    if (!key) return undefined
    const { get, set } = cacheHelper(ctx, key)
    const startRevalidate = (): unknown => {
      const revalidate = isFunction(options.revalidate)
        ? (options.revalidate as (data: unknown, key: Arguments) => boolean)(get().data, keyArg as Arguments)
        : options.revalidate !== false
      if (revalidate) {
        // A mutation invalidates: the next request must be neither deduped onto an older one nor a preload.
        // (Nobody will read their answers: they are aborted.)
        // Before the abort: a list walk it stops then aborts the page requests no walk may join.
        ctx.mutateRevalidations.set(key, getTimestamp())
        forgetRequest(ctx, key)
        abortRequest(takePreload(ctx, key))
        const mountedHook = getRevalidator(ctx, key)
        if (mountedHook) return Promise.resolve(mountedHook('mutate')).then(() => get().data)
      }
      return get().data
    }

    if (!hasData) return startRevalidate()

    let data: unknown = newData
    let error: unknown
    let isError = false
    const beforeMutationTs = getTimestamp()
    ctx.mutations.set(key, [beforeMutationTs, 0])
    const populateCache = options.populateCache
    let optimisticData = options.optimisticData
    const hasOptimisticData = !isUndefined(optimisticData)
    const state: State = get()
    const displayedData = state.data
    const committedData = isUndefined(state.committedData) ? displayedData : state.committedData

    if (hasOptimisticData) {
      optimisticData = isFunction(optimisticData)
        ? (optimisticData as (committed: unknown, displayed: unknown) => unknown)(committedData, displayedData)
        : optimisticData
      set({ data: optimisticData, committedData })
    }
    if (isFunction(data)) {
      try {
        data = (data as (committed: unknown) => unknown)(committedData)
      } catch (err) {
        error = err
        isError = true
      }
    }
    if (isPromiseLike(data)) {
      data = await Promise.resolve(data).catch((err: unknown) => {
        error = err
        isError = true
      })
      // A newer mutation started meanwhile: it owns the cache now.
      if (beforeMutationTs !== ctx.mutations.get(key)?.[0]) {
        if (isError) throw error
        return data
      }
      const rollback = options.rollbackOnError
      if (isError && hasOptimisticData && (isFunction(rollback) ? (rollback as (err: unknown) => boolean)(error) : rollback !== false)) {
        set({ data: committedData, committedData: undefined })
      }
    }
    if (populateCache && !isError) {
      const next = isFunction(populateCache)
        ? (populateCache as (result: unknown, current: unknown) => unknown)(data, committedData)
        : data
      set({ data: next, error: undefined, committedData: undefined })
    }
    // This mutation ends (a newer one would have returned above).
    ctx.mutations.get(key)![1] = getTimestamp()
    void Promise.resolve(startRevalidate()).then(() => set({ committedData: undefined }))
    if (isError) {
      if (options.throwOnError) throw error
      return undefined
    }
    return data
  }
}
