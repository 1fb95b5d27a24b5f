import { warnOnce } from '../utils/dev'
import { describe } from '../utils/describe'
import { isNonNegativeInteger, isPositiveInteger } from '../utils/validate'
import type { FetchInfiniteOptions } from './types'

/**
 * The infinite options as the page walk reads them, resolved from the hook's config once per
 * render: `initialSize` 1 (also in place of a value that is not a non-negative integer, with a
 * dev warning), `revalidateFirstPage` on (unless set to a falsy value), and
 * `parallel` read as a mode plus a limit: `true` is parallel without a limit, a positive integer
 * is parallel with at most that many pages in flight; `maxPages` is a positive integer or
 * Infinity (no window). The other infinite options (`revalidateAll`, `persistSize`) are off
 * unless set, and read from the config as they are.
 *
 * An object of their own rather than a copy of the config with them added: a spread that adds
 * keys to the ~20-key config takes V8's slow path, ~14 µs on every render.
 */
export interface InfiniteOptions {
  initialSize: number
  revalidateFirstPage: boolean
  /** Pages are fetched independently (previousPageData is always null). */
  parallel: boolean
  /** At most this many pages in flight in parallel mode (Infinity: no limit). */
  parallelLimit: number
  /** At most this many pages in `data` (Infinity: no window). */
  maxPages: number
}

export const resolveInfiniteOptions = (config: FetchInfiniteOptions & { getPreviousKey?: unknown }): InfiniteOptions => {
  const { parallel, maxPages, initialSize = 1, getPreviousKey } = config
  const validInitialSize = isNonNegativeInteger(initialSize)
  const isParallel = typeof parallel === 'number' || Boolean(parallel)
  const parallelLimit = isPositiveInteger(parallel) ? parallel : Infinity
  const hasWindow = isPositiveInteger(maxPages)
  // Each warning's condition comes first: reading process.env costs Node about half a
  // microsecond, too much for every render.
  try {
    if (isParallel && parallel !== true && parallelLimit === Infinity && process.env.NODE_ENV !== 'production') {
      warnOnce('useFetchInfinite:parallel', `pagekit: useFetchInfinite: "parallel" must be true, false or a positive integer (the most pages in flight), got ${describe(parallel)}; pages are fetched in parallel without a limit.`)
    }
    if (!validInitialSize && process.env.NODE_ENV !== 'production') {
      warnOnce('useFetchInfinite:initialSize:invalid', `pagekit: useFetchInfinite: "initialSize" must be a non-negative integer, got ${describe(initialSize)}; using 1.`)
    }
    if (maxPages !== undefined && maxPages !== Infinity && !hasWindow && process.env.NODE_ENV !== 'production') {
      warnOnce(`useFetchInfinite:maxPages:${describe(maxPages)}`, `pagekit: useFetchInfinite: "maxPages" must be a positive integer, got ${describe(maxPages)}; every page is kept.`)
    }
    if (getPreviousKey && typeof getPreviousKey !== 'function' && process.env.NODE_ENV !== 'production') {
      warnOnce('useFetchInfinite:getPreviousKey:type', `pagekit: useFetchInfinite: "getPreviousKey" must be a function, got ${describe(getPreviousKey)}; hasPrevious is false.`)
    }
  } catch {
    // no `process`: silent, as isDev() is (utils/dev.ts)
  }
  return {
    maxPages: hasWindow ? maxPages : Infinity,
    initialSize: validInitialSize ? initialSize : 1,
    revalidateFirstPage: config.revalidateFirstPage === undefined || Boolean(config.revalidateFirstPage),
    parallel: isParallel,
    parallelLimit,
  }
}
