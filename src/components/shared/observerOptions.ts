// The `root` prop of the components that watch elements with
// IntersectionObserver (<InfiniteList>, <PagePreloader strategy="viewport">), checked where they
// come in: a wrong value fails here with an error that names the prop, not in the browser's
// IntersectionObserver or the list's scroll code with one that does not.
import { describe } from '../../utils/describe'
import { warnOnce } from '../../utils/dev'

// Node types, read instead of `instanceof`: an element of another frame is an element too.
const ELEMENT_NODE = 1
const DOCUMENT_NODE = 9

/** A wrong root as the error names it, with the usual way to fix it. */
function describeRoot(value: unknown): string {
  if (typeof value === 'string') return `${describe(value)}; pass the element itself, not a selector`
  if (typeof value !== 'object' || value === null) return describe(value)
  if ('current' in value) return 'a ref object; pass the element: ref.current, or an element a callback ref keeps in state'
  if ((value as Window).window === value) return 'the window; leave "root" out (or null) for the viewport'
  if ('nodeType' in value) return `a ${(value as Node).nodeName} node`
  return describe(value)
}

/**
 * The element `root` names, or null for the viewport. `null` and `undefined` are the viewport;
 * so is a Document, which IntersectionObserver reads as its own viewport. Anything else throws
 * `TypeError('pagekit: <owner> "root" must be an Element, a Document or null; got …')`.
 */
export function observerRoot(owner: string, value: unknown): Element | null {
  if (value === undefined || value === null) return null
  const nodeType = (value as { nodeType?: unknown }).nodeType
  if (nodeType === ELEMENT_NODE) return value as Element
  if (nodeType === DOCUMENT_NODE) return null
  throw new TypeError(`pagekit: ${owner} "root" must be an Element, a Document or null; got ${describeRoot(value)}`)
}

/**
 * The root an observer of `watched` takes: `root`, or else the watched element's own document.
 * Not null: in a frame, null would measure against the top page's viewport, clipped by the frame,
 * so a root margin would not reach past the frame's edges; the document is the frame's viewport.
 */
export const intersectionRoot = (root: Element | null, watched: Element): Element | Document => root ?? watched.ownerDocument

/**
 * Warns (once, in development) when `root` does not hold the watched element: an element outside
 * its root never counts as in view, so nothing would ever load (a root not mounted yet, or the
 * wrong container).
 */
export function warnIfOutsideRoot(owner: string, root: Element | null, watched: Element): void {
  if (root && !root.contains(watched)) {
    warnOnce(`${owner}:root-outside`, `pagekit: ${owner} "root" does not contain the element it watches (a root that is not mounted, or not its scroll container); it never comes into view there, so nothing loads on scroll.`)
  }
}
