// Focus helpers shared by the components (headless-safe: no styled-components import).
import { visibleArea } from '../hooks/viewport'

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button', 'input', 'select', 'textarea', 'iframe', 'summary',
  '[tabindex]', '[contenteditable=""]', '[contenteditable="true"]',
].join(',')

/** Whether `el` can be reached with Tab: not disabled, not hidden, not inert, tabindex >= 0. */
export function isTabbable(el: Element): el is HTMLElement {
  const node = el as HTMLElement
  if (node.tabIndex < 0) return false
  if ((node as HTMLButtonElement).disabled) return false
  if (node.closest('[hidden],[inert],[aria-hidden="true"]')) return false
  if (node instanceof HTMLInputElement && node.type === 'hidden') return false
  const view = node.ownerDocument.defaultView
  if (view) {
    const style = view.getComputedStyle(node)
    if (style.display === 'none' || style.visibility === 'hidden') return false
  }
  return true
}

/** Every tabbable element of the document, in document order. */
export function tabbables(doc: Document = document): HTMLElement[] {
  return Array.from(doc.querySelectorAll(FOCUSABLE)).filter(isTabbable)
}

/**
 * Moves focus to the first tabbable element after `container` (`'after'`) or the last one
 * before it (`'before'`), skipping everything inside it. Returns false when there is none.
 */
export function focusOutside(container: Element, where: 'after' | 'before'): boolean {
  const all = tabbables(container.ownerDocument).filter((el) => !container.contains(el))
  const following = (el: Element) => !!(container.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
  const target = where === 'after' ? all.find(following) : [...all].reverse().find((el) => !following(el))
  if (!target) return false
  target.focus()
  return true
}

/**
 * Focuses `el` and, when it is partly cut off by the window or a scroll area around it, centres
 * it. Chromium brings such an element wholly into view on focus itself (to the nearest edge), so
 * this finds nothing cut off there; Firefox scrolls a focused element only when none of it shows,
 * and left an article a Page Down moved to half off screen. Centred, not to the nearest edge: with
 * the nearest edge, Firefox's Page Down through a one-page window in the window scroller jumped
 * from article 21 to 31. One taller than the area is left where focus put it.
 *
 * Looked at in the next animation frame, not at once: WebKit scrolls a focused element into view
 * a frame late when a page just landed, and centring it first put the list elsewhere than WebKit's
 * own scroll would (Page Down then reached page 4 four articles late). The list takes scrolls
 * until the second frame after focus moved for focus's, not the reader's.
 */
export function focusWhole(el: HTMLElement): void {
  el.focus()
  const view = el.ownerDocument.defaultView
  if (!view || typeof el.scrollIntoView !== 'function') return
  view.requestAnimationFrame(() => {
    if (el.ownerDocument.activeElement !== el) return
    const { top, bottom } = visibleArea(el)
    const { top: elTop, bottom: elBottom } = el.getBoundingClientRect()
    const cutOff = (elTop < top - 0.5 && elBottom > top) || (elBottom > bottom + 0.5 && elTop < bottom)
    if (cutOff && elBottom - elTop <= bottom - top) el.scrollIntoView({ block: 'center' })
  })
}

/** Calls every given handler in order (user handler first, then the component's). */
export function chain<E extends { defaultPrevented?: boolean }>(
  ...handlers: Array<((event: E) => void) | undefined>
): (event: E) => void {
  return (event) => {
    for (const h of handlers) {
      if (h) h(event)
    }
  }
}

/** A ref as an app may pass it: a callback, an object, or nothing. */
export type PossibleRef<T> = ((instance: T | null) => void) | { current: T | null } | null | undefined

/**
 * One ref callback feeding several refs (object or callback). Where a callback ref returns a
 * cleanup, so does the merged one, as React 19 wants: it then runs that cleanup instead of calling
 * the merged ref with null, and the cleanup clears the other refs. Otherwise it returns nothing,
 * as React 18 wants (it warns about a returned function), and null reaches every ref.
 */
export function mergeRefs<T>(...refs: Array<PossibleRef<T>>): (instance: T | null) => void {
  return (instance) => {
    let hasCleanup = false
    const cleanups = refs.map((ref) => {
      if (typeof ref !== 'function') {
        if (ref) ref.current = instance
        return () => {
          if (ref) ref.current = null
        }
      }
      const cleanup: unknown = ref(instance)
      if (typeof cleanup !== 'function') return () => ref(null)
      hasCleanup = true
      return cleanup as () => void
    })
    if (hasCleanup) return () => cleanups.forEach((cleanup) => cleanup())
  }
}

/** Where `mergeRefsOnce` remembers its merged refs: a Map, or a WeakMap when the slot is an object. */
export interface MergedRefCache<Slot, T> {
  get(slot: Slot): { first: PossibleRef<T>; second: PossibleRef<T>; merged: (instance: T | null) => void } | undefined
  set(slot: Slot, entry: { first: PossibleRef<T>; second: PossibleRef<T>; merged: (instance: T | null) => void }): unknown
}

/**
 * `mergeRefs(first, second)`, the same callback for a slot (an item's key, an app's ref) while
 * its two refs stay the same: a new ref callback at each render would have React detach and
 * attach the element again.
 */
export function mergeRefsOnce<Slot, T>(
  cache: MergedRefCache<Slot, T>, slot: Slot, first: PossibleRef<T>, second: PossibleRef<T>,
): (instance: T | null) => void {
  const cached = cache.get(slot)
  if (cached && cached.first === first && cached.second === second) return cached.merged
  const merged = mergeRefs(first, second)
  cache.set(slot, { first, second, merged })
  return merged
}
