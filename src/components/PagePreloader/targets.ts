// Which pages the preloader targets: the pages ahead of `page` (bounded by `pageCount` /
// `hasNext`), the next page of an `infinite` list, or explicit `keys`. Pure, no React.
import type { Arguments } from '../../core/types'
import { keyId } from '../shared/keyId'
import type { PreloadTarget, UsePagePreloaderOptions } from './types'

/** A key that cannot be serialized counts as "no key" ('': nothing preloaded). */
export const serializeKey = (key: Arguments): string => keyId(key) ?? ''

/** A throwing getKey counts as "no key" (nothing preloaded). */
function callGetKey<Data, K extends Arguments>(getKey: UsePagePreloaderOptions<Data, K>['getKey'], page: number, previous: Data | null): Arguments {
  try {
    return getKey!(page, previous)
  } catch {
    return null
  }
}

/** One page's target, or null when its key is null (the end of the list). */
export function pageTarget<Data, K extends Arguments>(options: UsePagePreloaderOptions<Data, K>, page: number, previous: Data | null): PreloadTarget | null {
  if (!options.getKey) return { page, key: undefined, id: `#${page}` }
  const key = callGetKey(options.getKey, page, previous)
  const id = serializeKey(key)
  return id ? { page, key, id } : null
}

/** Last page index allowed by `pageCount` / `hasNext` (Infinity when unbounded). */
function lastPage<Data, K extends Arguments>(options: UsePagePreloaderOptions<Data, K>): number {
  if (options.pageCount !== undefined && options.pageCount !== null) return options.pageCount - 1
  if (options.hasNext === false && options.page !== undefined) return options.page
  return Infinity
}

/** The pages ahead: what the strategy preloads for the current options. */
export function computeTargets<Data, K extends Arguments>(options: UsePagePreloaderOptions<Data, K>, ahead: number): PreloadTarget[] {
  if (options.enabled === false) return []
  if (options.keys) {
    const out: PreloadTarget[] = []
    options.keys.forEach((key, page) => {
      const id = serializeKey(key)
      if (id) out.push({ page, key, id })
    })
    return out
  }
  if (options.infinite) {
    const { data, size } = options.infinite
    // Wait until every requested page has landed; fewer pages than `size` also means the end.
    if (!options.getKey || !ahead || !data || data.length < size) return []
    const target = pageTarget(options, size, size > 0 ? (data[size - 1] ?? null) : null)
    return target ? [target] : []
  }
  if (options.page === undefined || options.page === null) return []
  const out: PreloadTarget[] = []
  const last = Math.min(options.page + ahead, lastPage(options))
  for (let page = options.page + 1; page <= last; page++) {
    const target = pageTarget(options, page, null)
    if (!target) break
    out.push(target)
  }
  return out
}

/** The target of one page (zero-based; with `keys`, the index in the list), or null: none. */
export function targetAt<Data, K extends Arguments>(options: UsePagePreloaderOptions<Data, K>, page: number): PreloadTarget | null {
  if (!Number.isInteger(page) || page < 0) return null
  if (options.keys) {
    if (page >= options.keys.length) return null
    const id = serializeKey(options.keys[page])
    return id ? { page, key: options.keys[page], id } : null
  }
  if (options.infinite) {
    const data = options.infinite.data
    return pageTarget(options, page, page > 0 ? (data?.[page - 1] ?? null) : null)
  }
  if (page > lastPage({ ...options, page: options.page ?? page })) return null
  return pageTarget(options, page, null)
}
