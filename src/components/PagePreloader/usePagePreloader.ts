// The headless page preloader: decides WHICH pages (keys) to preload and WHEN; starts the
// requests itself in cache mode, or tells the renderer which pages to render hidden.
import { useCallback, useEffect, useRef, useState } from 'react'
import { observe } from 'react-intersection-observer'
import { useFetchConfig } from '../../fetch/config-context'
import { getCacheContext, initCache, type CacheContext } from '../../core/cache'
import { preload as corePreload } from '../../core/preload'
import { serialize } from '../../core/serialize'
import type { Arguments } from '../../core/types'
import { assertCount, isSaveDataEnabled, knownResult, preloadSkipReason, scheduleIdle } from './rules'
import type {
  PreloadMode, PreloadStrategy, PreloadTarget, PreloadTargetProps, UsePagePreloaderOptions, UsePagePreloaderResult,
} from './types'

const DEFAULT_IDLE_TIMEOUT = 2000
const DEFAULT_HOVER_DELAY = 100
const DEFAULT_ROOT_MARGIN = '200px'
const AHEAD = 'ahead'

const warned = new Set<string>()
function warnOnce(id: string, message: string) {
  if (warned.has(id)) return
  if (typeof process !== 'undefined' && process.env?.NODE_ENV === 'production') return
  warned.add(id)
  console.warn(message)
}

/** A key that cannot be serialized, or a throwing getKey, counts as "no key" (nothing preloaded). */
function serializeKey(key: Arguments): string {
  try {
    return serialize(key)[0]
  } catch {
    return ''
  }
}

function callGetKey<Data>(getKey: UsePagePreloaderOptions<Data>['getKey'], page: number, previous: Data | null): Arguments {
  try {
    return getKey!(page, previous)
  } catch {
    return null
  }
}

/** One page's target, or null when its key is null (the end of the list). */
function pageTarget<Data>(o: UsePagePreloaderOptions<Data>, page: number, previous: Data | null): PreloadTarget | null {
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
function computeTargets<Data>(o: UsePagePreloaderOptions<Data>, ahead: number): PreloadTarget[] {
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

function resolveElement(target: UsePagePreloaderOptions['target']): Element | null {
  if (!target) return null
  return 'current' in target ? target.current : target
}

/**
 * Headless page preloader. Decides which pages to preload (the `ahead` pages after `page`,
 * bounded by `pageCount`; the next page of an `infinite` list once its last page landed; or
 * explicit `keys`) and when (`strategy`). In `cache` mode it calls the core `preload(key,
 * fetcher)` on the cache of the surrounding `FetchConfig`; in `render` mode it lists the pages
 * to render hidden (`rendered`) for `<PagePreloader>` / `<PreloadContainer>`.
 *
 * It never starts a request for a page that is cached, in flight (or settled within
 * `dedupingInterval`) or already preloaded, and does nothing while
 * `navigator.connection.saveData` is on (unless `respectSaveData: false`).
 */
export function usePagePreloader<Data = unknown>(options: UsePagePreloaderOptions<Data> = {}): UsePagePreloaderResult {
  const {
    ahead = 1, strategy = 'idle' as PreloadStrategy, mode = 'cache' as PreloadMode, enabled = true,
    respectSaveData = true, idleTimeout = DEFAULT_IDLE_TIMEOUT, rootMargin = DEFAULT_ROOT_MARGIN,
  } = options
  assertCount('ahead', ahead)
  if (options.page !== undefined && options.page !== null) assertCount('page', options.page)
  if (options.pageCount !== undefined && options.pageCount !== null) assertCount('pageCount', options.pageCount)

  const config = useFetchConfig()
  const ctx: CacheContext = getCacheContext(config.cache) ?? initCache(config.cache)

  const targets = computeTargets(options, ahead)
  const sig = `${mode}|${targets.map((t) => t.id).join('|')}`

  // Latest values for callbacks that outlive a render (timers, observers, promise chains).
  const latest = useRef({ options, ahead, mode, ctx, targets, sig, fetcher: config.fetcher as unknown })
  latest.current = { options, ahead, mode, ctx, targets, sig, fetcher: config.fetcher }
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // Render mode: the pages rendered hidden. Pages that are no longer ahead are dropped when the
  // pages ahead change (a hovered page stays until then).
  const [renderedState, setRenderedState] = useState<{ sig: string; list: PreloadTarget[] }>({ sig, list: [] })
  let rendered = renderedState
  if (rendered.sig !== sig) {
    const ids = new Set(targets.map((t) => t.id))
    rendered = { sig, list: renderedState.list.filter((t) => ids.has(t.id)) }
    setRenderedState(rendered)
  }
  const renderedIds = useRef(new Set<string>())
  renderedIds.current = new Set(rendered.list.map((t) => t.id))

  const [triggeredSig, setTriggeredSig] = useState<string | null>(null)

  const isBlocked = () => {
    const o = latest.current.options
    return o.enabled === false || ((o.respectSaveData ?? true) && isSaveDataEnabled())
  }

  /** Preloads one target (if allowed); in cache mode follows the chain `chain` more pages. */
  const activate = useCallback((target: PreloadTarget, chain = 0) => {
    if (!mounted.current || isBlocked()) return
    const { options: o, mode: m, ctx: c } = latest.current
    if (m === 'render') {
      if (renderedIds.current.has(target.id)) return
      if (target.key !== undefined && preloadSkipReason(c, target.id)) return
      renderedIds.current.add(target.id)
      setRenderedState((prev) => (prev.list.some((t) => t.id === target.id) ? prev : { sig: prev.sig, list: [...prev.list, target] }))
      o.onPreload?.(target)
      return
    }
    if (target.key === undefined) {
      warnOnce('no-key', 'pagekit: usePagePreloader: cache mode needs "getKey" (or "keys") to know what to preload; nothing was preloaded.')
      return
    }
    const fetcher = o.fetcher ?? latest.current.fetcher
    if (typeof fetcher !== 'function') {
      warnOnce('no-fetcher', 'pagekit: usePagePreloader: cache mode needs a "fetcher" (or one from FetchConfig); nothing was preloaded.')
      return
    }
    if (!preloadSkipReason(c, target.id)) {
      corePreload(target.key, fetcher as (arg: unknown) => unknown, c)
      o.onPreload?.(target)
    }
    if (chain > 0 && o.getKey) void follow(target, chain)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Infinite chain: once `target` resolves, its data gives the next page's key (cursor sources). */
  const follow = async (target: PreloadTarget, remaining: number) => {
    const { ctx: c, sig: startSig } = latest.current
    const known = knownResult(c, target.id)
    if (!known) return
    let previous: unknown
    try {
      previous = await known.value
    } catch {
      return
    }
    if (!mounted.current || latest.current.sig !== startSig) return
    const next = pageTarget(latest.current.options, target.page + 1, previous as Data)
    if (next) activate(next, remaining - 1)
  }

  /** Preloads every page ahead now. */
  const preloadAhead = useCallback(() => {
    if (!mounted.current || isBlocked()) return
    const { targets: list, options: o, ahead: a, mode: m, sig: s } = latest.current
    if (!list.length) return
    setTriggeredSig(s)
    // An infinite list knows only its next key; the ones after it wait for that page (cache mode).
    const chain = o.infinite && m === 'cache' ? Math.max(0, a - 1) : 0
    list.forEach((t) => activate(t, chain))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activate])

  /** Preloads one page now (zero-based; with `keys`, the index in the list). */
  const preloadPage = useCallback((page: number) => {
    const o = latest.current.options
    if (!Number.isInteger(page) || page < 0) return
    let target: PreloadTarget | null = null
    if (o.keys) {
      if (page >= o.keys.length) return
      const id = serializeKey(o.keys[page])
      target = id ? { page, key: o.keys[page], id } : null
    } else if (o.infinite) {
      const data = o.infinite.data
      target = pageTarget(o, page, page > 0 ? (data?.[page - 1] ?? null) : null)
    } else {
      if (page > lastPage({ ...o, page: o.page ?? page })) return
      target = pageTarget(o, page, null)
    }
    if (target) activate(target)
  }, [activate])

  // Hover intent: one timer per target; leaving (or blurring) before it fires cancels it.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const startIntent = useCallback((id: string, run: () => void) => {
    if (timers.current.has(id)) return
    const delay = latest.current.options.hoverDelay ?? DEFAULT_HOVER_DELAY
    timers.current.set(id, setTimeout(() => {
      timers.current.delete(id)
      run()
    }, delay))
  }, [])
  const cancelIntent = useCallback((id: string) => {
    const timer = timers.current.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.current.delete(id)
  }, [])
  useEffect(() => () => {
    timers.current.forEach((timer) => clearTimeout(timer))
    timers.current.clear()
  }, [])

  const getTargetProps = (page?: number, props?: Partial<PreloadTargetProps>): PreloadTargetProps => {
    const id = page === undefined ? AHEAD : `page:${page}`
    const run = page === undefined ? preloadAhead : () => preloadPage(page)
    return {
      onPointerEnter: (event) => {
        props?.onPointerEnter?.(event)
        startIntent(id, run)
      },
      onPointerLeave: (event) => {
        props?.onPointerLeave?.(event)
        cancelIntent(id)
      },
      onFocus: (event) => {
        props?.onFocus?.(event)
        startIntent(id, run)
      },
      onBlur: (event) => {
        props?.onBlur?.(event)
        cancelIntent(id)
      },
    }
  }

  // The watched element of the hover / viewport strategies: `targetRef`, or the `target` option.
  const [refElement, setRefElement] = useState<Element | null>(null)
  const targetRef = useCallback((element: Element | null) => setRefElement(element), [])
  const [optionElement, setOptionElement] = useState<Element | null>(null)
  useEffect(() => {
    const element = resolveElement(options.target)
    if (element !== optionElement) setOptionElement(element)
  })
  const watched = refElement ?? optionElement

  // Strategies that need no element.
  const active = enabled && targets.length > 0
  useEffect(() => {
    if (!active) return undefined
    if (strategy === 'eager') {
      preloadAhead()
      return undefined
    }
    if (strategy === 'idle') return scheduleIdle(preloadAhead, idleTimeout)
    return undefined
  }, [active, sig, strategy, idleTimeout, preloadAhead])

  // hover: pointer or focus resting on the watched element.
  useEffect(() => {
    if (strategy !== 'hover' || !watched || !enabled) return undefined
    const start = () => startIntent(AHEAD, preloadAhead)
    const cancel = () => cancelIntent(AHEAD)
    watched.addEventListener('pointerenter', start)
    watched.addEventListener('pointerleave', cancel)
    watched.addEventListener('focusin', start)
    watched.addEventListener('focusout', cancel)
    return () => {
      watched.removeEventListener('pointerenter', start)
      watched.removeEventListener('pointerleave', cancel)
      watched.removeEventListener('focusin', start)
      watched.removeEventListener('focusout', cancel)
      cancel()
    }
  }, [strategy, watched, enabled, startIntent, cancelIntent, preloadAhead])

  // viewport: the watched element in (or near) the viewport; re-checked when the pages ahead change.
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (strategy !== 'viewport' || !watched || !enabled) {
      setInView(false)
      return undefined
    }
    // Without IntersectionObserver (old browsers), the element counts as visible.
    return observe(watched, (visible) => setInView(visible), { rootMargin }, true)
  }, [strategy, watched, enabled, rootMargin])
  useEffect(() => {
    if (strategy === 'viewport' && inView && active) preloadAhead()
  }, [strategy, inView, active, sig, preloadAhead])

  const saveData = respectSaveData && isSaveDataEnabled()
  return {
    targets,
    rendered: mode === 'render' && enabled ? rendered.list : [],
    triggered: targets.length > 0 && triggeredSig === sig,
    saveData,
    mode,
    strategy,
    preload: preloadAhead,
    preloadPage,
    getTargetProps,
    targetRef,
  }
}
