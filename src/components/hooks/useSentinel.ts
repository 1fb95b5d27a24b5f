// The sentinel of auto loading: an element after the last item, re-observed by an
// IntersectionObserver after every landed page. Any list shape can use it (part of `pagekit/headless`).
import { useRef, useState } from 'react'
import { observe } from 'react-intersection-observer'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { intersectionRoot, warnIfOutsideRoot } from '../shared/observerOptions'

export interface SentinelOptions {
  /** Watch the sentinel now (auto loading, and the list is idle). */
  watch: boolean
  /** Called when the watched sentinel is in (or near) the viewport. */
  onVisible: () => void
  /** The component named in dev warnings. */
  owner: string
  root: Element | null | undefined
  rootMargin: string
  /** A change re-observes: a fresh observation reports the current geometry. */
  itemCount: number
  pageCount: number
  /** A change re-observes too (the user scrolled after the sentinel waited for it). */
  rearm?: unknown
}

/**
 * Returns the ref callback for the sentinel element. A fresh observation always delivers one
 * entry with the current geometry, so a sentinel that is still visible after a page lands loads
 * the next one (filling a tall viewport), and a sentinel is never watched while a page is
 * loading (no double fire for one page).
 */
export function useSentinel({ watch, onVisible, owner, root, rootMargin, itemCount, pageCount, rearm }: SentinelOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null)
  const onVisibleRef = useRef(onVisible)
  onVisibleRef.current = onVisible
  useIsomorphicLayoutEffect(() => {
    if (!watch || !sentinel) return undefined
    warnIfOutsideRoot(owner, root ?? null, sentinel)
    return observe(sentinel, (inView) => {
      if (inView) onVisibleRef.current()
    }, { root: intersectionRoot(root ?? null, sentinel), rootMargin, threshold: 0 })
  }, [watch, sentinel, owner, root, rootMargin, itemCount, pageCount, rearm])
  return setSentinel
}
