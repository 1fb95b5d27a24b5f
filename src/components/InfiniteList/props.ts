// The infinite list's props, checked where they come in. A callback that is not a function, a
// misspelt mode or a size out of range throws an error that names the prop, instead of failing
// later (a page landing, a scroll) with an error that names nothing, or of quietly behaving as
// some other value would.
import { describe } from '../../utils/describe'
import {
  assertOptionalFunction, assertOptionalNonNegativeInteger, assertOptionalOneOf, assertOptionalSize,
} from '../../utils/validate'
import { assertRootMargin } from '../shared/rootMargin'
import type { InfiniteListLoadMode, UseInfiniteDataOptions, UseInfiniteListOptions } from './types'

const OWNER = '<InfiniteList>'
const LOAD_MODES: readonly InfiniteListLoadMode[] = ['auto', 'manual', 'hybrid']
const FUNCTION_MESSAGES = ['error', 'loaded', 'loadedPrevious', 'endOfList'] as const

/** Props as they may come from untyped code. */
type Unchecked<T> = { [P in keyof T]?: unknown } & { options?: { getPreviousKey?: unknown } | undefined }
type MarkupProps = Record<'renderItem' | 'children' | 'itemProps' | 'height' | 'virtualize', unknown>

/** The callbacks of the data options (`useInfiniteData`). */
export function checkDataOptions(opts: Unchecked<UseInfiniteDataOptions>): void {
  assertOptionalFunction(OWNER, 'getItems', opts.getItems)
  assertOptionalFunction(OWNER, 'itemKey', opts.itemKey)
  assertOptionalFunction(OWNER, 'isEnd', opts.isEnd)
  assertOptionalFunction(OWNER, 'getTotal', opts.getTotal)
  assertOptionalFunction(OWNER, 'onLoadMore', opts.onLoadMore)
  assertOptionalFunction(OWNER, 'getPreviousKey', opts.getPreviousKey)
  assertOptionalFunction(OWNER, 'options.getPreviousKey', opts.options?.getPreviousKey)
}

/** The feed's own options (`useInfiniteList`). */
export function checkFeedOptions(opts: Unchecked<UseInfiniteListOptions>): void {
  assertOptionalOneOf(OWNER, 'loadMode', opts.loadMode, LOAD_MODES)
  assertOptionalNonNegativeInteger(OWNER, 'autoPages', opts.autoPages)
  if (opts.rootMargin !== undefined) assertRootMargin(OWNER, opts.rootMargin)
  assertOptionalFunction(OWNER, 'scrollToIndex', opts.scrollToIndex)
  // The texts that are functions of the counts; a string there would fail when it is first shown.
  const messages = opts.messages as Record<string, unknown> | undefined
  for (const name of FUNCTION_MESSAGES) assertOptionalFunction(OWNER, `messages.${name}`, messages?.[name])
}

/** The markup props of `InfiniteListBase`: content callbacks, the height, the windowing sizes. */
export function checkMarkupProps({ renderItem, children, itemProps, height, virtualize }: Unchecked<MarkupProps>): void {
  assertOptionalFunction(OWNER, 'renderItem', renderItem)
  assertOptionalFunction(OWNER, 'children', children)
  assertOptionalFunction(OWNER, 'itemProps', itemProps)
  if (typeof height === 'number') assertOptionalSize(OWNER, 'height', height)
  else if (height !== undefined && !isCssLength(height)) {
    throw new TypeError(`pagekit: ${OWNER} "height" must be a number of px or a CSS length, got ${describe(height)}`)
  } else if (typeof height === 'string' && CONTENT_HEIGHTS.test(height.trim())) {
    throw new RangeError(`pagekit: ${OWNER} "height" ${describe(height)} sizes the list to its content, so its area never scrolls and every page would load; give a length, or leave "height" out to scroll the window (or "root")`)
  }
  if (typeof virtualize === 'object' && virtualize !== null) {
    const { estimateSize, overscan } = virtualize as { estimateSize?: unknown; overscan?: unknown }
    assertOptionalSize(OWNER, 'virtualize.estimateSize', estimateSize)
    assertOptionalNonNegativeInteger(OWNER, 'virtualize.overscan', overscan)
  } else if (virtualize !== undefined && typeof virtualize !== 'boolean') {
    throw new TypeError(`pagekit: ${OWNER} "virtualize" must be a boolean or { estimateSize, overscan }, got ${describe(virtualize)}`)
  }
}

// Heights that follow the content: the list's own area would grow with each page and never scroll.
const CONTENT_HEIGHTS = /^(auto|fit-content|min-content|max-content)$/i

// A length the browser would drop (negative, misspelt) leaves the list without a height: its
// own area, the observer's root, never scrolls, and every page loads one after another.
function isCssLength(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false
  const css = typeof CSS === 'undefined' ? undefined : CSS
  return typeof css?.supports !== 'function' || css.supports('height', value)
}
