// The `rootMargin` prop of the components that watch elements with IntersectionObserver
// (<InfiniteList>, <PagePreloader strategy="viewport">): a CSS margin shorthand, read here once,
// by the rules the browsers read it with, so that a margin pagekit takes is one the browser takes.
import { describe } from '../../utils/describe'
import { warnOnce } from '../../utils/dev'

/** A root margin's four sides, top, right, bottom and left, each a length as written ("200px", "-5%"). */
export type RootMarginSides = [top: string, right: string, bottom: string, left: string]

// The CSS tokens a root margin is made of: whitespace (CSS's own, not a no-break space), a
// comment, or a number with its unit. The unit is the whole name after the number, as CSS
// reads it: "10px5px" is one length in the unknown unit "px5px", while "10%20px" is two lengths.
const TOKEN = /[ \t\n\r\f]+|\/\*[^]*?(?:\*\/|$)|[+-]?(?:\d*\.)?\d+(?:e[+-]?\d+)?(%|[\w\u0080-\uffff-]*)/iy

// Every browser takes px and %. Chromium also takes the other absolute units, which Firefox and
// Safari reject with a SyntaxError.
const UNIT = /^(px|%)$/i
const CHROMIUM_ONLY_UNIT = /^(cm|mm|q|in|pt|pc)$/i
// A side of a parsed margin ends with its unit.
const ENDS_IN_CHROMIUM_ONLY_UNIT = /(cm|mm|q|in|pt|pc)$/i

/**
 * The four sides of `margin`, as in CSS `margin`: one to four lengths (none at all is 0px), in
 * px or % (or a unit only Chromium takes), with whitespace or comments between them. Null for a
 * margin every browser rejects: "0" (a length needs its unit), "2em", "calc(10px)", five lengths.
 * CSS escapes in a unit ("10\70x") are rejected too, though browsers read them.
 */
export function parseRootMargin(margin: string): RootMarginSides | null {
  const lengths: string[] = []
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < margin.length;) {
    const token = TOKEN.exec(margin)
    if (!token) return null
    const unit = token[1]
    if (unit === undefined) continue
    if (!UNIT.test(unit) && !CHROMIUM_ONLY_UNIT.test(unit)) return null
    lengths.push(token[0])
  }
  if (lengths.length > 4) return null
  const [top = '0px', right = top, bottom = top, left = right] = lengths
  return [top, right, bottom, left]
}

/**
 * The sides of `value`, a root margin IntersectionObserver takes. Not a string: a TypeError; a
 * string no browser takes: a SyntaxError, as the browser's own, but naming the prop. A unit only
 * Chromium takes: one warning in development.
 */
export function assertRootMargin(owner: string, value: unknown): RootMarginSides {
  const sides = typeof value === 'string' ? parseRootMargin(value) : undefined
  if (sides) {
    // A warning, not an error: Chromium-only apps (Electron, extensions) work with these units,
    // and pagekit took them without a word before.
    if (sides.some((side) => ENDS_IN_CHROMIUM_ONLY_UNIT.test(side))) {
      warnOnce(`${owner}:rootMargin-unit`, `pagekit: ${owner} "rootMargin" ${describe(value)} has a length in a unit only Chromium takes (cm, mm, q, in, pt, pc); Firefox and Safari throw a SyntaxError for it. Give it in px or % (1in is 96px, 1cm about 38px).`)
    }
    return sides
  }
  const message = `pagekit: ${owner} "rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got ${describe(value)}`
  throw sides === undefined ? new TypeError(message) : new SyntaxError(message)
}
