// Which pages the preloader targets: the pages ahead of `page` (bounded by `pageCount` /
// `hasNext`), the next page of an `infinite` list, or explicit `keys`. Pure, no React.
import type { Arguments } from '../../core/types'
import { keyId } from '../shared/keyId'
import type { PreloadTarget, UsePagePreloaderOptions } from './types'

/** A key that cannot be serialized counts as "no key" ('': nothing preloaded). */
export const serializeKey = (key: Arguments): string => keyId(key) ?? ''

/** A throwing getKey counts as "no key" (nothing preloaded). */
function callGetKey<Data>(getKey: UsePagePreloaderOptions<Data>['getKey'], page: number, previous: Data | null): Arguments {
  try {
    return getKey!(page, previous)
  } catch {
    return null
  }
}

/** One page's target, or null when its key is null (the end of the list). */
export function pageTarget<Data>(o: UsePagePreloaderOptions<Data>, page: number, previous: Data | null): PreloadTarget | null {
  if (!o.getKey) return { page, key: undefined, id: `#${page}` }
  const key = callGetKey(o.getKey, page, previous)
  const id = serializeKey(key)
  return id ? { page, key, id } : null
}

/** Last page index allowed by `pageCount` / `hasNext` (Infinity when unbounded). */
function lastPage<Data>(o: UsePagePreloaderOptions<Data>): number {
  if (o.pageCount !== undefined && o.pageCount !== null) return o.pageCount - 1
  if (o.hasNext === false && o.page !== undefined) return o.page
  return Infinity
}

/** The pages ahead: what the strategy preloads for the current options. */
export function computeTargets<Data>(o: UsePagePreloaderOptions<Data>, ahead: number): PreloadTarget[] {
  if (o.enabled === false) return []
  if (o.keys) {
    const out: PreloadTarget[] = []
    o.keys.forEach((key, page) => {
      const id = serializeKey(key)
      if (id) out.push({ page, key, id })
    })
    return out
  }
  if (o.infinite) {
    const { data, size } = o.infinite
    // Wait until every requested page has landed; fewer pages than `size` also means the end.
    if (!o.getKey || !ahead || !data || data.length < size) return []
    const target = pageTarget(o, size, size > 0 ? (data[size - 1] ?? null) : null)
    return target ? [target] : []
  }
  if (o.page === undefined || o.page === null) return []
  const out: PreloadTarget[] = []
  const last = Math.min(o.page + ahead, lastPage(o))
  for (let page = o.page + 1; page <= last; page++) {
    const target = pageTarget(o, page, null)
    if (!target) break
    out.push(target)
  }
  return out
}

/** The target of one page (zero-based; with `keys`, the index in the list), or null: none. */
export function targetAt<Data>(o: UsePagePreloaderOptions<Data>, page: number): PreloadTarget | null {
  if (!Number.isInteger(page) || page < 0) return null
  if (o.keys) {
    if (page >= o.keys.length) return null
    const id = serializeKey(o.keys[page])
    return id ? { page, key: o.keys[page], id } : null
  }
  if (o.infinite) {
    const data = o.infinite.data
    return pageTarget(o, page, page > 0 ? (data?.[page - 1] ?? null) : null)
  }
  if (page > lastPage({ ...o, page: o.page ?? page })) return null
  return pageTarget(o, page, null)
}
