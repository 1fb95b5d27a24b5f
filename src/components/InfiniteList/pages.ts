// What the loaded pages say: their items, the total, whether the list has ended, and the list's
// status. Pure functions, no React (part of `pagekit/headless`).
import type { Key as ReactKey } from 'react'
import { describe } from '../../utils/describe'
import { warnOnce } from '../../utils/dev'
import { keyId } from '../shared/keyId'
import type { DefaultItem, InfiniteListStatus } from './types'

export const EMPTY: never[] = []

type GetItems<Page, Item> = (page: Page, index: number) => readonly Item[] | null | undefined

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Default `getItems`: an array page is its items; an object page's `data`; anything else has none (with a dev warning). */
export function defaultGetItems<Page>(page: Page, pageIndex = 0): DefaultItem<Page>[] {
  if (Array.isArray(page)) return page as DefaultItem<Page>[]
  if (isObject(page) && Array.isArray(page.data)) return page.data as DefaultItem<Page>[]
  warnOnce(`InfiniteList:page-shape:${pageIndex}:${page === null ? 'null' : typeof page}`, `pagekit: <InfiniteList> page ${pageIndex} is ${describe(page)}; the list expects an array of items or an object with a "data" array (or pass "getItems"). It has no items.`)
  return []
}

/** Default identity of an item: its `id` (a string or number), else its position. */
export function defaultItemKey(item: unknown, index: number): ReactKey {
  if (isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number')) return item.id
  return index
}

/**
 * The items without those whose key an earlier item has (an item that moved across a page
 * boundary while the list loaded), and the repeated keys.
 */
export function uniqueItems<Item>(items: Item[], itemKey: (item: Item, index: number) => ReactKey): { items: Item[]; repeated: ReactKey[] } {
  const seen = new Set<ReactKey>()
  const repeated: ReactKey[] = []
  const unique = items.filter((item, index) => {
    const key = itemKey(item, index)
    if (!seen.has(key)) {
      seen.add(key)
      return true
    }
    repeated.push(key)
    return false
  })
  return { items: repeated.length ? unique : items, repeated }
}

const hasNullNextCursor = (page: unknown): boolean => isObject(page) && 'nextCursor' in page && page.nextCursor === null

/** Each page's items (getItems asked once per page), in page order; an answer that is not an array gives none, with a dev warning. */
export const itemsOfPages = <Page, Item>(pages: readonly Page[], getItems: GetItems<Page, Item>): ReadonlyArray<readonly Item[]> =>
  pages.map((page, i) => {
    const items = getItems(page, i)
    if (items === null || items === undefined) return EMPTY
    if (Array.isArray(items)) return items
    warnOnce(`InfiniteList:getItems:${i}`, `pagekit: <InfiniteList> "getItems" returned ${describe(items)} for page ${i}; it must return an array of items (or null for none). The page has no items.`)
    return EMPTY
  })

/** Every page's items, in order. */
export function flattenItems<Item>(pageItems: ReadonlyArray<readonly Item[]>): Item[] {
  const out: Item[] = []
  for (const items of pageItems) for (const item of items) out.push(item)
  return out
}

/** The total item count from the latest page that reports a valid one (a finite number >= 0). */
export function findTotal<Page>(pages: Page[], getTotal: (page: Page, pages: Page[]) => number | null | undefined): number | undefined {
  for (let i = pages.length - 1; i >= 0; i--) {
    const t = getTotal(pages[i], pages)
    if (typeof t === 'number' && Number.isFinite(t) && t >= 0) return t
    // A total read from a header or a JSON string ("45") is the likely mistake: say so, once.
    if (t !== null && t !== undefined) {
      warnOnce(`InfiniteList:getTotal:${describe(t)}`, `pagekit: <InfiniteList> "getTotal" returned ${describe(t)}; a total must be a number of 0 or more (or null when unknown). It is ignored.`)
    }
  }
  return undefined
}

export interface EndInput<Page, Item> {
  getKey: (index: number, previous: Page | null) => unknown
  /** useFetchInfinite's `hasMore` once pages are loaded: getKey(data.length, last page) is not null. */
  nextPageExists: boolean
  pages: Page[]
  hasData: boolean
  getItems: GetItems<Page, Item>
  isEnd: ((lastPage: Page, pages: Page[]) => boolean) | undefined
  total: number | undefined
  itemCount: number
}

/** Whether the key of page 0 is null: the source has nothing to load (a throwing getKey means "not ready"). */
function firstKeyMissing(getKey: EndInput<unknown, unknown>['getKey']): boolean {
  try {
    return keyId(getKey(0, null)) === ''
  } catch {
    return false
  }
}

/**
 * End detection. `nextKeyMissing`: the key of the page after the last loaded one is null (the
 * hook's `hasMore` is false; before any data, page 0's key is null). `isEnd`: that, or the last
 * page is empty, has `nextCursor: null`, is the end by the `isEnd` option, or the items reached
 * the total.
 */
export function detectEnd<Page, Item>(input: EndInput<Page, Item>): { nextKeyMissing: boolean; isEnd: boolean } {
  const { pages } = input
  const lastPage = pages.length ? pages[pages.length - 1] : undefined
  const nextKeyMissing = input.hasData ? !input.nextPageExists : firstKeyMissing(input.getKey as EndInput<unknown, unknown>['getKey'])
  const lastItems = lastPage === undefined ? EMPTY : input.getItems(lastPage, pages.length - 1) ?? EMPTY
  const isEnd = nextKeyMissing || (pages.length > 0 && (
    lastItems.length === 0 ||
    hasNullNextCursor(lastPage) ||
    !!input.isEnd?.(lastPage as Page, pages) ||
    (input.total !== undefined && input.itemCount >= input.total)
  ))
  return { nextKeyMissing, isEnd }
}

export interface StatusInput {
  hasData: boolean
  nextKeyMissing: boolean
  hasError: boolean
  isValidating: boolean
  isLoadingMore: boolean
  isEnd: boolean
  itemCount: number
  /** Pages before the loaded ones (a page window moved on): the source has items, if none is loaded. */
  hasPrevious: boolean
}

/** The list's status from its data, error and end state. */
export function listStatus(state: StatusInput): InfiniteListStatus {
  if (!state.hasData) return state.nextKeyMissing ? 'empty' : state.hasError && !state.isValidating ? 'error' : 'loading'
  if (state.isLoadingMore) return 'loadingMore'
  if (state.hasError) return 'error'
  if (state.isEnd) return state.itemCount || state.hasPrevious ? 'end' : 'empty'
  return 'idle'
}
