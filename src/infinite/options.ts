import { warnOnce } from '../utils/dev'
import { isPositiveInteger } from '../utils/validate'
import type { FetchInfiniteOptions } from './types'

/**
 * The hook's config with the defaults of the infinite options applied, once per render:
 * `initialSize` 1, `revalidateFirstPage` on (unless set to a falsy value), and `parallel` read
 * as a mode plus a limit: `true` is parallel without a limit, a positive integer is parallel
 * with at most that many pages in flight; `maxPages` is a positive integer or Infinity (no
 * window). The other infinite options (`revalidateAll`, `persistSize`) are off unless set.
 */
export type WithInfiniteDefaults<C extends FetchInfiniteOptions> = Omit<C, 'parallel'> & {
  initialSize: number
  revalidateFirstPage: boolean
  /** Pages are fetched independently (previousPageData is always null). */
  parallel: boolean
  /** At most this many pages in flight in parallel mode (Infinity: no limit). */
  parallelLimit: number
  /** At most this many pages in `data` (Infinity: no window). */
  maxPages: number
}

export const withInfiniteDefaults = <C extends FetchInfiniteOptions>(config: C): WithInfiniteDefaults<C> => {
  const { parallel } = config
  const isLimit = typeof parallel === 'number'
  if (isLimit && !isPositiveInteger(parallel)) {
    try {
      if (process.env.NODE_ENV !== 'production') {
        warnOnce('useFetchInfinite:parallel', `pagekit: useFetchInfinite: "parallel" must be true, false or a positive integer (the most pages in flight), got ${String(parallel)}; pages are fetched in parallel without a limit.`)
      }
    } catch {
      // no `process`: silent, as isDev() is (utils/dev.ts)
    }
  }
  const { maxPages } = config
  const hasWindow = isPositiveInteger(maxPages)
  if (maxPages !== undefined && maxPages !== Infinity && !hasWindow) {
    try {
      if (process.env.NODE_ENV !== 'production') {
        warnOnce(`useFetchInfinite:maxPages:${String(maxPages)}`, `pagekit: useFetchInfinite: "maxPages" must be a positive integer, got ${String(maxPages)}; every page is kept.`)
      }
    } catch {
      // no `process`: silent, as isDev() is (utils/dev.ts)
    }
  }
  return {
    ...config,
    maxPages: hasWindow ? maxPages : Infinity,
    initialSize: config.initialSize ?? 1,
    revalidateFirstPage: config.revalidateFirstPage === undefined || Boolean(config.revalidateFirstPage),
    parallel: isLimit || Boolean(parallel),
    parallelLimit: isPositiveInteger(parallel) ? parallel : Infinity,
  }
}
