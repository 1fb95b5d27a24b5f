// URLs an app hands a component: script-running schemes never reach the DOM (headless-safe).
import { warnOnce } from '../../utils/dev'

/** Schemes that run code or render arbitrary documents when a link is followed. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data'])

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' }

// Character references decoded, as an HTML parser would if the string ever went through one.
const decodeEntities = (url: string): string =>
  url.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (match: string, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    if (dec) return String.fromCodePoint(parseInt(dec, 10))
    return NAMED_ENTITIES[name!.toLowerCase()] ?? match
  })

/**
 * The scheme a browser would see in `url` (lower case), or '' for a relative URL. As the URL
 * parser does: leading and trailing controls and spaces are trimmed, and tabs and newlines
 * anywhere are dropped; so are other controls, and character references are decoded.
 */
export function urlScheme(url: string): string {
  // eslint-disable-next-line no-control-regex -- C0 controls are exactly what obfuscated schemes hide in
  const cleaned = decodeEntities(url).replace(/[\u0000-\u001F\u007F\s]+/g, '')
  const match = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)
  return match ? match[1].toLowerCase() : ''
}

/** Whether `url` uses a scheme that runs script (`javascript:`, `vbscript:`) or is a `data:` document. */
export const isUnsafeUrl = (url: string): boolean => UNSAFE_SCHEMES.has(urlScheme(url))

/**
 * `url` when it is safe to put in an `href`, else undefined with a dev warning naming `owner`
 * (whatever the React version: React 18 renders `javascript:` URLs, and no React version
 * blocks `data:`).
 */
export function safeHref(url: string | undefined, owner: string): string | undefined {
  if (url === undefined || url === null) return undefined
  if (typeof url !== 'string' || !isUnsafeUrl(url)) return url
  warnOnce(`safeHref:${owner}:${url}`, `pagekit: ${owner} gave an unsafe URL (${urlScheme(url)}:); the link gets no href.`)
  return undefined
}
