// Stable merged ref callbacks for prop getters (part of `pagekit/headless`).
import { useRef } from 'react'
import { mergeRefs } from '../shared/focus'

/** A ref as an app may pass it: a callback, an object, or nothing. */
export type RefLike<T> = ((el: T | null) => void) | { current: T | null } | null | undefined

/**
 * `merge(userRef)` → a ref callback feeding `own` and `userRef`, the same function for the same
 * userRef. Ref callbacks must keep their identity between renders (a new one re-runs the old
 * with null).
 */
export function useMergedRef<T>(own: RefLike<T>): (user: RefLike<T>) => (el: T | null) => void {
  const cache = useRef<{ user: RefLike<T>; merged: (el: T | null) => void } | null>(null)
  const ownOnly = useRef<((el: T | null) => void) | null>(null)
  if (!ownOnly.current) ownOnly.current = (el) => mergeRefs<T>(own)(el)
  return (user) => {
    if (!user) return ownOnly.current!
    if (cache.current?.user !== user) cache.current = { user, merged: mergeRefs<T>(own, user) }
    return cache.current.merged
  }
}
