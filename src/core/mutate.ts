import type { Arguments, Key, MutatorOptions, State } from './types'
import type { CacheContext } from './cache'
import { cacheHelper, takePreload } from './cache'
import { serialize } from './serialize'
import { getTimestamp, isFunction, isPromiseLike, isUndefined } from './env'

export const INFINITE_PREFIX = '$inf$'
const INTERNAL_KEY = /^\$(inf|sub)\$/

/**
 * The global mutate (design.md §3): by key or by a filter over original keys. With no `data`
 * argument it only revalidates. Optimistic data, rollback and race handling follow SWR 2.x.
 */
export async function internalMutate(
  ctx: CacheContext,
  ...args: [Key | ((key: Arguments) => boolean), unknown?, (boolean | MutatorOptions<unknown>)?]
): Promise<unknown> {
  const [_key, _data, _opts] = args
  const options: MutatorOptions<unknown> = {
    populateCache: true,
    throwOnError: true,
    ...(typeof _opts === 'boolean' ? { revalidate: _opts } : _opts),
  }
  const hasData = args.length >= 2

  if (isFunction(_key)) {
    const filter = _key as (key: Arguments) => boolean
    const matched: string[] = []
    for (const key of ctx.cache.keys()) {
      // Internal infinite keys hold page arrays, not user data: filters never match them.
      if (!INTERNAL_KEY.test(key) && filter(ctx.cache.get(key)?._k as Arguments)) matched.push(key)
    }
    return Promise.all(matched.map((k) => mutateByKey(k, ctx.cache.get(k)?._k as Arguments)))
  }
  return mutateByKey(_key as Key)

  async function mutateByKey(keyArg: Key, original?: Arguments): Promise<unknown> {
    const [key, keyArgs] = serialize(keyArg)
    if (!key) return undefined
    const { get, set } = cacheHelper(ctx, key)
    const startRevalidate = (): unknown => {
      const revalidate = isFunction(options.revalidate)
        ? (options.revalidate as (d: unknown, k: Arguments) => boolean)(get().data, original ?? keyArgs)
        : options.revalidate !== false
      if (revalidate) {
        // A mutation invalidates: the next request must not be deduped onto an older one.
        ctx.fetches.delete(key)
        takePreload(ctx, key)
        const first = ctx.revalidators.get(key)?.[0]
        if (first) return Promise.resolve(first('mutate')).then(() => get().data)
      }
      return get().data
    }

    if (!hasData) return startRevalidate()

    let data: unknown = _data
    let error: unknown
    let isError = false
    const beforeMutationTs = getTimestamp()
    ctx.mutations.set(key, [beforeMutationTs, 0])
    const populateCache = options.populateCache
    let optimisticData = options.optimisticData
    const hasOptimisticData = !isUndefined(optimisticData)
    const state: State = get()
    const displayedData = state.data
    const committedData = isUndefined(state._c) ? displayedData : state._c

    if (hasOptimisticData) {
      optimisticData = isFunction(optimisticData)
        ? (optimisticData as (c: unknown, d: unknown) => unknown)(committedData, displayedData)
        : optimisticData
      set({ data: optimisticData, _c: committedData })
    }
    if (isFunction(data)) {
      try {
        data = (data as (c: unknown) => unknown)(committedData)
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
      if (isError && hasOptimisticData && (isFunction(rollback) ? (rollback as (e: unknown) => boolean)(error) : rollback !== false)) {
        set({ data: committedData, _c: undefined })
      }
    }
    if (populateCache && !isError) {
      const next = isFunction(populateCache)
        ? (populateCache as (r: unknown, c: unknown) => unknown)(data, committedData)
        : data
      set({ data: next, error: undefined, _c: undefined })
    }
    // This mutation ends (its entry: entries are never deleted, and a newer one returned above).
    ctx.mutations.get(key)![1] = getTimestamp()
    void Promise.resolve(startRevalidate()).then(() => set({ _c: undefined }))
    if (isError) {
      if (options.throwOnError) throw error
      return undefined
    }
    return data
  }
}

