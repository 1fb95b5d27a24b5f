// When the page preloader runs: the strategies (`eager`, `idle`, `hover`, `viewport`) and the
// element the hover / viewport strategies watch. Part of `pagekit/headless`.
import { useCallback, useEffect, useState } from 'react'
import { observe } from 'react-intersection-observer'
import { intersectionRoot, warnIfOutsideRoot } from '../shared/observerOptions'
import { scheduleIdle } from './rules'
import { AHEAD, type HoverIntent } from './useHoverIntent'
import type { PreloadStrategy, UsePagePreloaderOptions } from './types'

function resolveElement(target: UsePagePreloaderOptions['target']): Element | null {
  if (!target) return null
  return 'current' in target ? target.current : target
}

/** The watched element of the hover / viewport strategies: `targetRef`, or the `target` option. */
export function useWatchedElement(target: UsePagePreloaderOptions['target']) {
  const [refElement, setRefElement] = useState<Element | null>(null)
  const targetRef = useCallback((element: Element | null) => setRefElement(element), [])
  const [optionElement, setOptionElement] = useState<Element | null>(null)
  // A ref's `current` changes without a render of this hook: read it again after every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose: see above
  useEffect(() => {
    const element = resolveElement(target)
    if (element !== optionElement) setOptionElement(element)
  })
  return { targetRef, watched: refElement ?? optionElement }
}

export interface StrategyOptions {
  strategy: PreloadStrategy
  watched: Element | null
  enabled: boolean
  /** Enabled, with pages ahead. */
  active: boolean
  /** Changes when the pages ahead (or the mode) change: the strategy runs again. */
  sig: string
  idleTimeout: number
  rootMargin: string
  root: Element | null
  preloadAhead: () => void
  intent: HoverIntent
}

/** Calls `preloadAhead` when the strategy says so. */
export function useStrategy(options: StrategyOptions): void {
  const { strategy, watched, enabled, active, sig, idleTimeout, rootMargin, root, preloadAhead } = options
  const { startIntent, cancelIntent } = options.intent

  // Strategies that need no element.
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

  // viewport: the watched element in (or near) `root` or the viewport; re-checked when the pages ahead change.
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (strategy !== 'viewport' || !watched || !enabled) {
      setInView(false)
      return undefined
    }
    warnIfOutsideRoot('usePagePreloader', root, watched)
    // Without IntersectionObserver (old browsers), the element counts as visible.
    return observe(watched, (visible) => setInView(visible), { root: intersectionRoot(root, watched), rootMargin }, true)
  }, [strategy, watched, enabled, root, rootMargin])
  useEffect(() => {
    if (strategy === 'viewport' && inView && active) preloadAhead()
  }, [strategy, inView, active, sig, preloadAhead])
}
