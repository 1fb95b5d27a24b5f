// The `rootMargin` prop of the components that watch elements with IntersectionObserver
// (<InfiniteList>, <PagePreloader strategy="viewport">): a CSS margin shorthand, read here once,
// by the rules the browsers read it with, so that a margin pagekit takes is one the browser takes.
import { describe } from '../../utils/describe'
import { warnOnce } from '../../utils/dev'

/**
 * A root margin's four sides, top, right, bottom and left, each a length as written ("200px",
 * "-5%"), but with any CSS escape in its unit decoded ("10\\70x" gives "10px").
 */
export type RootMarginSides = [top: string, right: string, bottom: string, left: string]

// A CSS escape in a name: a backslash and one to six hex digits, which one whitespace may end
// (and is then part of the escape), or a backslash and any other character but a newline.
const ESCAPE = /\\(?:([\da-f]{1,6})(?:\r\n|[ \t\n\r\f])?|([^\n\r\f]))/gi

// The CSS tokens a root margin is made of: whitespace (CSS's own, not a no-break space), a
// comment, or a number with its unit. The unit is the whole name after the number, as CSS
// reads it: "10px5px" is one length in the unknown unit "px5px", while "10%20px" is two lengths.
const TOKEN = new RegExp(String.raw`[ \t\n\r\f]+|\/\*[^]*?(?:\*\/|$)|[+-]?(?:\d*\.)?\d+(?:e[+-]?\d+)?(%|(?:[\w\u0080-\uffff-]|${ESCAPE.source})*)`, 'iy')

// Every browser takes px and %. Chromium also takes the other absolute units, which Firefox and
// Safari reject with a SyntaxError.
const PX = /^px$/i
const CHROMIUM_ONLY_UNIT = /^(cm|mm|q|in|pt|pc)$/i
// A side of a parsed margin ends with its unit.
const ENDS_IN_CHROMIUM_ONLY_UNIT = /(cm|mm|q|in|pt|pc)$/i

/** A CSS name with each escape replaced by the character it stands for: p\78 is px. */
function decodeEscapes(name: string): string {
  return name.replace(ESCAPE, (_, hex: string | undefined, character: string | undefined) => {
    if (character !== undefined) return character
    const codePoint = parseInt(hex!, 16)
    // Zero, a surrogate or a number past Unicode: the replacement character, as CSS reads them.
    const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
    return valid ? String.fromCodePoint(codePoint) : '\ufffd'
  })
}

/**
 * The four sides of `margin`, as in CSS `margin`: one to four lengths (none at all is 0px), in
 * px or % (or a unit only Chromium takes), with whitespace or comments between them. A unit may
 * hold CSS escapes, as browsers read them ("10\\70x" is 10px). Null for a margin every browser
 * rejects ("2em", "calc(10px)", five lengths) and for a bare "0": a length needs its unit, and
 * Chromium and Firefox throw for it, though WebKit takes it.
 */
export function parseRootMargin(margin: string): RootMarginSides | null {
  const lengths: string[] = []
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < margin.length;) {
    const token = TOKEN.exec(margin)
    if (!token) return null
    const [text, unit] = token
    if (unit === undefined) continue
    // A percentage: "%" as written. An escaped one (10\25) is a unit named "%", which no browser takes.
    if (unit === '%') {
      lengths.push(text)
      continue
    }
    const decoded = decodeEscapes(unit)
    if (!PX.test(decoded) && !CHROMIUM_ONLY_UNIT.test(decoded)) return null
    lengths.push(text.slice(0, text.length - unit.length) + decoded)
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
