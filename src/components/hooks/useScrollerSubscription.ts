// Event listeners on what a list scrolls, kept on the right one: the window of the feed's own
// document is known only once the feed is in it, and an app may render the feed later (after
// its first page, behind a condition), maybe into another document through a portal.
import { useEffect, useRef } from 'react'
import type { Scroller } from './viewport'

interface Subscription<Target> {
  target: Target
  unsubscribe: () => void
}

/**
 * Calls `subscribe(target)` with what `targetOf()` returns after a commit, and again only when
 * that changed (the old subscription ended first); null: none. Ends it on unmount. Asked after
 * every commit without a render of its own, so a list pays nothing extra while it stays put.
 * `subscribe` must use nothing from the render but the target and stable values (refs, setters):
 * a subscription outlives the render that made it. Also used for observers of a list's element.
 */
export function useScrollerSubscription<Target extends Scroller>(targetOf: () => Target | null, subscribe: (target: Target) => () => void): void {
  const current = useRef<Subscription<Target> | null>(null)
  useEffect(() => {
    const target = targetOf()
    if (current.current?.target === target) return
    current.current?.unsubscribe()
    current.current = target ? { target, unsubscribe: subscribe(target) } : null
  })
  useEffect(() => () => {
    current.current?.unsubscribe()
    current.current = null
  }, [])
}
