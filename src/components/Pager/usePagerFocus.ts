// The pager's focus management: the elements of its items (through their refs), and focus moved
// to the current page off a control that became disabled or went away.
import { useRef } from 'react'
import type { Ref } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { mergeRefsOnce, type MergedRefCache } from '../shared/focus'

type RefCallback = (element: HTMLElement | null) => void

/**
 * `refFor(key, appRef)`: the ref of the item `key`, merged with the app's own ref. The same
 * function for the same key and app ref from render to render: a new ref callback would have
 * React detach and attach every item again on each render.
 */
export function usePagerFocus(page: number, disabledKeys: string): (key: string, appRef?: Ref<HTMLElement>) => RefCallback {
  const elements = useRef(new Map<string, HTMLElement>())
  const ownRefs = useRef(new Map<string, RefCallback>())
  const mergedRefs = useRef<MergedRefCache<string, HTMLElement>>(new Map())
  // A focused control leaving the pager (a page past a count that shrank, or past an unknown
  // total that turned out to end) is seen as its ref detaches, while it still has focus.
  const lostFocus = useRef(false)

  const ownRef = (key: string) => {
    let callback = ownRefs.current.get(key)
    if (!callback) {
      callback = (element) => {
        if (element) {
          elements.current.set(key, element)
          return
        }
        if (typeof document !== 'undefined' && elements.current.get(key) === document.activeElement) lostFocus.current = true
        elements.current.delete(key)
      }
      ownRefs.current.set(key, callback)
    }
    return callback
  }

  const refFor = (key: string, appRef?: Ref<HTMLElement>) =>
    (appRef ? mergeRefsOnce(mergedRefs.current, key, appRef, ownRef(key)) : ownRef(key))

  // Focus must not stay on a control that just became disabled: move it to the current page.
  useIsomorphicLayoutEffect(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement
    if (!active) return
    const focusedDisabled = disabledKeys.split(',').some((key) => key && elements.current.get(key) === active)
    if (focusedDisabled) elements.current.get(`page-${page}`)?.focus()
  }, [page, disabledKeys])
  // Nor on <body> after the focused control went away: the current page takes it.
  useIsomorphicLayoutEffect(() => {
    if (!lostFocus.current) return
    lostFocus.current = false
    const active = document.activeElement
    if (!active || active === document.body) elements.current.get(`page-${page}`)?.focus()
  })

  return refFor
}
