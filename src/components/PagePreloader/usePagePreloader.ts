// The headless page preloader: decides WHICH pages (keys) to preload and WHEN; starts the
// requests itself in cache mode, or tells the renderer which pages to render hidden.
// The parts live beside it: targets.ts (which pages), useStrategy.ts (when), useHoverIntent.ts
// (hover / focus intent and target props), rules.ts (skip rules, idle scheduling, Save-Data).
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFetchConfig } from '../../fetch/config-context'
import type { Arguments } from '../../core/types'
import { contextFor } from '../../core/cache'
import { preloadRequest } from '../../core/preload'
import { forgetRequest, pendingRequest } from '../../core/requests'
import { hasRevalidator } from '../../core/revalidators'
import { warnOnce } from '../../utils/dev'
import { observerRoot } from '../shared/observerOptions'
import { checkPreloaderOptions } from './options'
import { isSaveDataEnabled, knownResult, preloadSkipReason } from './rules'
import { computeTargets, pageTarget, targetAt } from './targets'
import { AHEAD, intentProps, useHoverIntent } from './useHoverIntent'
import { useStrategy, useWatchedElement } from './useStrategy'
import type {
  PreloadMode, PreloadStrategy, PreloadTarget, UsePagePreloaderOptions, UsePagePreloaderResult,
} from './types'

const DEFAULT_IDLE_TIMEOUT = 2000
const DEFAULT_ROOT_MARGIN = '200px'

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
export function usePagePreloader<Data = unknown, K extends Arguments = Arguments>(options: UsePagePreloaderOptions<Data, K> = {}): UsePagePreloaderResult {
  const {
    ahead = 1, strategy = 'idle' as PreloadStrategy, mode = 'cache' as PreloadMode, enabled = true,
    respectSaveData = true, idleTimeout = DEFAULT_IDLE_TIMEOUT, rootMargin = DEFAULT_ROOT_MARGIN,
  } = options
  const root = observerRoot('usePagePreloader', options.root)
  checkPreloaderOptions(options, ahead)

  const config = useFetchConfig()
  const ctx = contextFor(config.cache)

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

  // A hidden page whose request failed leaves the container: a preload is best effort. Shown
  // later, the page must request it again, not take the failure: once no hook shows the key,
  // its failed request and its error go (the entry holds no data).
  const watchedRequests = useRef(new Set<string>())
  const failed = useRef(new Set<string>())
  useEffect(() => {
    const { ctx: currentCtx } = latest.current
    failed.current.forEach((id) => {
      if (renderedIds.current.has(id) || hasRevalidator(currentCtx, id)) return
      failed.current.delete(id)
      if (currentCtx.cache.get(id)?.data !== undefined) return
      forgetRequest(currentCtx, id)
      currentCtx.cache.delete(id)
    })
    rendered.list.forEach((target) => {
      // The hidden page's own hook started its request in its effects, before this one.
      const request = target.key === undefined || watchedRequests.current.has(target.id) ? undefined : pendingRequest(currentCtx, target.id)
      if (!request) return
      watchedRequests.current.add(target.id)
      request.then(() => watchedRequests.current.delete(target.id), () => {
        watchedRequests.current.delete(target.id)
        if (!mounted.current) return
        failed.current.add(target.id)
        setRenderedState((prev) => ({ sig: prev.sig, list: prev.list.filter((t) => t.id !== target.id) }))
      })
    })
  }, [rendered.list])

  const [triggeredSig, setTriggeredSig] = useState<string | null>(null)

  const isBlocked = () => {
    const current = latest.current.options
    return current.enabled === false || ((current.respectSaveData ?? true) && isSaveDataEnabled())
  }

  /** Preloads one target (if allowed); in cache mode follows the chain `chain` more pages. */
  const activate = useCallback((target: PreloadTarget, chain = 0) => {
    if (!mounted.current || isBlocked()) return
    const { options: current, mode: currentMode, ctx: currentCtx } = latest.current
    if (currentMode === 'render') {
      if (renderedIds.current.has(target.id)) return
      if (target.key !== undefined && preloadSkipReason(currentCtx, target.id)) return
      renderedIds.current.add(target.id)
      setRenderedState((prev) => (prev.list.some((t) => t.id === target.id) ? prev : { sig: prev.sig, list: [...prev.list, target] }))
      current.onPreload?.(target)
      return
    }
    if (target.key === undefined) {
      warnOnce('usePagePreloader:no-key', 'pagekit: usePagePreloader: cache mode needs "getKey" (or "keys") to know what to preload; nothing was preloaded.')
      return
    }
    const fetcher = current.fetcher ?? latest.current.fetcher
    if (typeof fetcher !== 'function') {
      warnOnce('usePagePreloader:no-fetcher', 'pagekit: usePagePreloader: cache mode needs a "fetcher" (or one from FetchConfig); nothing was preloaded.')
      return
    }
    if (!preloadSkipReason(currentCtx, target.id)) {
      try {
        preloadRequest(target.key, fetcher, currentCtx)
      } catch {
        // A fetcher that throws at once: nothing is preloaded, and the page's own request reports the error.
        return
      }
      current.onPreload?.(target)
    }
    if (chain > 0 && current.getKey) void follow(target, chain)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stable for the hook's lifetime: everything it reads is in refs (latest, mounted, renderedIds)
  }, [])

  /** Infinite chain: once `target` resolves, its data gives the next page's key (cursor sources). */
  const follow = async (target: PreloadTarget, remaining: number) => {
    const { ctx: currentCtx, sig: startSig } = latest.current
    const known = knownResult(currentCtx, target.id)
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
    const { targets: currentTargets, options: current, ahead: currentAhead, mode: currentMode, sig: currentSig } = latest.current
    if (!currentTargets.length) return
    setTriggeredSig(currentSig)
    // An infinite list knows only its next key; the ones after it wait for that page (cache mode).
    const chain = current.infinite && currentMode === 'cache' ? Math.max(0, currentAhead - 1) : 0
    currentTargets.forEach((target) => activate(target, chain))
  }, [activate])

  /** Preloads one page now (zero-based; with `keys`, the index in the list). */
  const preloadPage = useCallback((page: number) => {
    const target = targetAt(latest.current.options, page)
    if (target) activate(target)
  }, [activate])

  // Hover intent: one timer per target; leaving (or blurring) before it fires cancels it.
  const intent = useHoverIntent(options.hoverDelay)
  const getTargetProps: UsePagePreloaderResult['getTargetProps'] = (page, props) => (page === undefined
    ? intentProps(intent, AHEAD, preloadAhead, props)
    : intentProps(intent, `page:${page}`, () => preloadPage(page), props))

  // When: the strategy, on the element it watches (`targetRef`, or the `target` option).
  const { targetRef, watched } = useWatchedElement(options.target)
  useStrategy({
    strategy, watched, enabled, active: enabled && targets.length > 0, sig, idleTimeout, rootMargin, root, preloadAhead, intent,
  })

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
