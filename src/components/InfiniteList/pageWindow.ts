// Page windows and windowed rendering do not mix: the virtualizer keeps its own offsets and the
// list's scroll anchoring is off there, so a prepended or dropped page would make the list jump.
import { warnOnce } from '../../utils/dev'

interface WindowOptions {
  maxPages?: number
  getPreviousKey?: unknown
  options?: { maxPages?: number; getPreviousKey?: unknown } | null
}

/**
 * The list's options as given, or, with `virtualize`, without `maxPages` and `getPreviousKey`
 * (with a dev warning): the list then keeps every page, as it did before page windows.
 */
export function pageWindowOptions<O extends WindowOptions>(requested: O, virtualize: boolean): O {
  const { options } = requested
  const wantsWindow = requested.maxPages !== undefined || requested.getPreviousKey !== undefined ||
    options?.maxPages !== undefined || options?.getPreviousKey !== undefined
  if (!virtualize || !wantsWindow) return requested
  warnOnce('InfiniteList:virtualize-window', 'pagekit: <InfiniteList> "maxPages" and "getPreviousKey" are not supported with "virtualize" (the list would jump when pages are added or dropped above the visible ones); they are ignored, and every loaded page is kept.')
  const rest = { ...options }
  delete rest.maxPages
  delete rest.getPreviousKey
  return { ...requested, maxPages: undefined, getPreviousKey: undefined, options: rest }
}
