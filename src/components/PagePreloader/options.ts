// The preloader's options, checked where they come in. A misspelt strategy or mode, a delay out
// of range or a value of the wrong type throws an error that names the option, instead of
// quietly preloading nothing (or in another mode), or failing later with an error that names nothing.
import { describe } from '../../utils/describe'
import {
  assertNonNegativeInteger, assertOptionalFunction, assertOptionalNonNegativeInteger, assertOptionalOneOf, assertOptionalSize,
} from '../../utils/validate'
import { assertRootMargin } from '../shared/rootMargin'
import type { PreloadMode, PreloadStrategy, UsePagePreloaderOptions } from './types'

const OWNER = 'usePagePreloader'
const STRATEGIES: readonly PreloadStrategy[] = ['eager', 'idle', 'hover', 'viewport']
const MODES: readonly PreloadMode[] = ['render', 'cache']

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Every option but `root` (observerRoot reads that one). `ahead` is given with its default. */
export function checkPreloaderOptions(options: { [P in keyof UsePagePreloaderOptions]?: unknown }, ahead: unknown): void {
  assertNonNegativeInteger(OWNER, 'ahead', ahead)
  assertOptionalNonNegativeInteger(OWNER, 'page', options.page)
  assertOptionalNonNegativeInteger(OWNER, 'pageCount', options.pageCount)
  assertOptionalFunction(OWNER, 'getKey', options.getKey)
  assertOptionalFunction(OWNER, 'fetcher', options.fetcher)
  assertOptionalFunction(OWNER, 'onPreload', options.onPreload)
  assertOptionalOneOf(OWNER, 'strategy', options.strategy, STRATEGIES)
  assertOptionalOneOf(OWNER, 'mode', options.mode, MODES)
  assertOptionalSize(OWNER, 'idleTimeout', options.idleTimeout, true)
  assertOptionalSize(OWNER, 'hoverDelay', options.hoverDelay, true)
  if (options.rootMargin !== undefined) assertRootMargin(OWNER, options.rootMargin)
  const { keys, infinite, target } = options
  if (keys !== undefined && keys !== null && !Array.isArray(keys)) {
    throw new TypeError(`pagekit: ${OWNER} "keys" must be an array of keys, got ${describe(keys)}`)
  }
  if (infinite !== undefined && infinite !== null) {
    if (!isObject(infinite)) throw new TypeError(`pagekit: ${OWNER} "infinite" must be a useFetchInfinite response (or { data, size }), got ${describe(infinite)}`)
    assertNonNegativeInteger(OWNER, 'infinite.size', infinite.size)
  }
  // An element, or a ref object whose `current` is read after each render.
  if (target !== undefined && target !== null && !(isObject(target) && (target.nodeType === 1 || 'current' in target))) {
    throw new TypeError(`pagekit: ${OWNER} "target" must be an element or a ref object, got ${describe(target)}`)
  }
}
