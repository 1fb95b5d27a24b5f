// Page requests shared by the walks of a list, and the walk that is still taking new pages.
// One request per page, whatever the call pattern: a newer walk reuses a page already in
// flight, and a page request is aborted once no walk of its list can use it any more.
import type { CacheContext } from '../core/cache'
import { abortRequest, isAborted, lastMutateRevalidation } from '../core/requests'
import { getTimestamp } from '../core/timestamp'

interface PageRequest {
  request: Promise<unknown>
  listKey: string
  /** Walks using it now. At 0 it is an orphan: kept while a newer walk of its list may reach it. */
  consumers: number
  /** A timestamp (getTimestamp()), against the list's last mutate. */
  startedAt: number
}

/** The walk of a list that still takes size changes (its loop has not ended). */
interface ActiveWalk {
  resize: () => void
}

interface Registry {
  pages: Map<string, PageRequest>
  /** The list's newest walk: when it ends, nobody can reach the list's orphaned pages any more. */
  latest: Map<string, object>
  running: Map<string, number>
  active: Map<string, ActiveWalk>
}

const registries = new WeakMap<CacheContext, Registry>()

function registryOf(ctx: CacheContext): Registry {
  let registry = registries.get(ctx)
  if (!registry) registries.set(ctx, (registry = { pages: new Map(), latest: new Map(), running: new Map(), active: new Map() }))
  return registry
}

export interface WalkHandle {
  /**
   * The request of page `pageKey`: the one already in flight for it, unless it started before
   * the list's last mutate that revalidated it (that mutate asked for pages fetched after it);
   * else a new one from `start` (an older one nobody uses is then aborted).
   */
  requestPage: (pageKey: string, start: () => Promise<unknown>) => Promise<unknown>
  /** The walk no longer waits for `pageKey` (the size shrank below it): aborted if nobody else does. */
  dropPage: (pageKey: string) => void
  /** While the loop runs, setSize wakes it with `resize` instead of starting another walk. */
  acceptResize: (resize: () => void) => void
  stopAcceptingResize: () => void
  /** The walk ended (done, failed or aborted): its pages are released. Once; later calls do nothing. */
  close: () => void
}

/** Starts a walk of `listKey`; it becomes the list's newest. */
export function openWalk(ctx: CacheContext, listKey: string): WalkHandle {
  const registry = registryOf(ctx)
  const token = {}
  const acquired = new Map<string, PageRequest>()
  registry.latest.set(listKey, token)
  registry.running.set(listKey, (registry.running.get(listKey) ?? 0) + 1)
  let active: ActiveWalk | undefined
  let closed = false

  // An orphan is aborted at once when asked, when a newer request of its page replaced it, or
  // when its list was mutated since it started (no walk joins it any more).
  const release = (pageKey: string, abortOrphan: boolean) => {
    const page = acquired.get(pageKey)
    if (!page) return
    acquired.delete(pageKey)
    if (--page.consumers === 0 && (abortOrphan || registry.pages.get(pageKey) !== page || !isJoinable(page))) forget(pageKey, page)
  }
  const isJoinable = (page: PageRequest) => page.startedAt > lastMutateRevalidation(ctx, page.listKey) && !isAborted(page.request)
  const forget = (pageKey: string, page: PageRequest) => {
    if (registry.pages.get(pageKey) === page) registry.pages.delete(pageKey)
    abortRequest(page.request)
  }
  const stopAcceptingResize = () => {
    if (active && registry.active.get(listKey) === active) registry.active.delete(listKey)
    active = undefined
  }

  return {
    requestPage(pageKey, start) {
      const existing = registry.pages.get(pageKey)
      if (existing && isJoinable(existing)) {
        if (acquired.get(pageKey) !== existing) {
          release(pageKey, false)
          acquired.set(pageKey, existing)
          existing.consumers++
        }
        return existing.request
      }
      if (existing && existing.consumers === 0) forget(pageKey, existing)
      release(pageKey, false)
      const page: PageRequest = { request: start(), listKey, consumers: 1, startedAt: getTimestamp() }
      acquired.set(pageKey, page)
      registry.pages.set(pageKey, page)
      const settled = () => {
        if (registry.pages.get(pageKey) === page) registry.pages.delete(pageKey)
      }
      page.request.then(settled, settled)
      return page.request
    },
    dropPage: (pageKey) => release(pageKey, true),
    acceptResize(resize) {
      active = { resize }
      registry.active.set(listKey, active)
    },
    stopAcceptingResize,
    close() {
      if (closed) return
      closed = true
      stopAcceptingResize()
      for (const pageKey of [...acquired.keys()]) release(pageKey, false)
      const running = (registry.running.get(listKey) ?? 1) - 1
      if (running) registry.running.set(listKey, running)
      else registry.running.delete(listKey)
      // The newest walk (or the last one running) ended: orphaned pages of the list are nobody's.
      if (registry.latest.get(listKey) === token || !running) {
        if (registry.latest.get(listKey) === token) registry.latest.delete(listKey)
        for (const [pageKey, page] of registry.pages) {
          if (page.listKey === listKey && page.consumers === 0) forget(pageKey, page)
        }
      }
    },
  }
}

/**
 * Hands a new size to the list's walk that is still taking pages. Returns false when there is
 * none (the caller starts a new walk).
 */
export function resizeActiveWalk(ctx: CacheContext, listKey: string): boolean {
  const active = registries.get(ctx)?.active.get(listKey)
  if (!active) return false
  active.resize()
  return true
}
