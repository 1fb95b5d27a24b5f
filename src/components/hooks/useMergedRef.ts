// Stable merged ref callbacks for prop getters (part of `pagekit/headless`).
import { useRef } from 'react'
import { mergeRefs, type PossibleRef } from '../shared/focus'

/**
 * `merge(userRef)` → a ref callback feeding `own` and `userRef`, the same function for the same
 * userRef. Ref callbacks must keep their identity between renders (a new one re-runs the old
 * with null).
 */
export function useMergedRef<T>(own: PossibleRef<T>): (user: PossibleRef<T>) => (el: T | null) => void {
  const cache = useRef<{ user: PossibleRef<T>; merged: (el: T | null) => void } | null>(null)
  const ownOnly = useRef<((el: T | null) => void) | null>(null)
  if (!ownOnly.current) ownOnly.current = (el) => mergeRefs<T>(own)(el)
  return (user) => {
    if (!user) return ownOnly.current!
    if (cache.current?.user !== user) cache.current = { user, merged: mergeRefs<T>(own, user) }
    return cache.current.merged
  }
}
