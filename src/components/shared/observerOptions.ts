// The `root` and `rootMargin` props of the components that watch elements with
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
 * Warns (once, in development) when `root` does not hold the watched element: an element outside
 * its root never counts as in view, so nothing would ever load (a root not mounted yet, or the
 * wrong container).
 */
export function warnIfOutsideRoot(owner: string, root: Element | null, watched: Element): void {
  if (root && !root.contains(watched)) {
    warnOnce(`${owner}:root-outside`, `pagekit: ${owner} "root" does not contain the element it watches (a root that is not mounted, or not its scroll container); it never comes into view there, so nothing loads on scroll.`)
  }
}

// One side of a root margin as IntersectionObserver reads it: a length in px or % (Chromium also
// takes the other absolute units). Anything else (em, vh, a bare 0, calc()) makes it throw.
const MARGIN_SIDE = /^[+-]?(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?(px|%|cm|mm|q|in|pt|pc)$/i

/**
 * Throws unless `value` is a root margin IntersectionObserver takes: up to four lengths, as in
 * CSS `margin`. Not a string: a TypeError; a string it would reject: a SyntaxError, as the
 * browser's own, but naming the prop.
 */
export function assertRootMargin(owner: string, value: unknown): void {
  const expected = `pagekit: ${owner} "rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px")`
  if (typeof value !== 'string') throw new TypeError(`${expected}, got ${describe(value)}`)
  const sides = value.trim().split(/\s+/).filter(Boolean)
  if (sides.length > 4 || !sides.every((side) => MARGIN_SIDE.test(side))) throw new SyntaxError(`${expected}, got ${describe(value)}`)
}
