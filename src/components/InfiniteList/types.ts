import type { CSSProperties, FocusEvent, HTMLAttributes, KeyboardEvent, Key as ReactKey, ReactNode, Ref } from 'react'
import type { Arguments, FetcherFunction } from '../../core/types'
import type {
  FetchInfiniteConfiguration,
  FetchInfinitePreviousKeyLoader,
  FetchInfiniteFetcher,
  FetchInfiniteKeyLoader,
  FetchInfiniteKeyedMutator,
  FetchInfiniteResponse,
} from '../../infinite/types'
import type { Overrides } from '../shared/overrides'

/** The items of a page when no `getItems` is given: an array page's elements, or an object page's `data`. */
export type DefaultItem<Page> = Page extends readonly (infer I)[]
  ? I
  : Page extends { data?: readonly (infer I)[] | null | undefined }
    ? I
    : unknown

/**
 * `'loading'` first page in flight · `'loadingMore'` a further page in flight · `'idle'` pages
 * shown and more to come · `'error'` a page failed (see `error.pageIndex`) · `'end'` everything
 * is loaded · `'empty'` the source has no items.
 */
export type InfiniteListStatus = 'loading' | 'loadingMore' | 'idle' | 'error' | 'end' | 'empty'

/** `'auto'` loads on scroll; `'manual'` shows a Load more button; `'hybrid'` auto for `autoPages` pages, then the button. */
export type InfiniteListLoadMode = 'auto' | 'manual' | 'hybrid'

/** A failed page: the fetcher's error and the zero-based index of the page that failed. */
export interface InfiniteListError<Err = Error> {
  error: Err
  pageIndex: number
  /** The key `getKey` returned for that page. */
  key: Arguments | undefined
}

/** Every text the list shows or announces. Replace any of them through `messages` (i18n). */
export interface InfiniteListMessages {
  /** Accessible name of the feed when neither `aria-label` nor `aria-labelledby` is given. */
  feedLabel: string
  /** First page in flight. */
  loading: string
  /** A further page in flight. */
  loadingMore: string
  /** No items at all. */
  empty: string
  /** Shown below the last item. */
  end: string
  /** A page failed to load. */
  error: (pageIndex: number) => string
  /** A page before the first shown one in flight (top indicator and live region). */
  loadingPrevious: string
  /** Load previous button (manual mode): idle. */
  loadPrevious: string
  /** Live region: a page before the first shown one landed. */
  loadedPrevious: (added: number, shown: number) => string
  /** Load more button: idle. */
  loadMore: string
  /** Load more button: a page is loading. */
  loadMorePending: string
  /** Load more button: nothing left. */
  loadMoreEnd: string
  /** Load more / error retry button after a failure. */
  retry: string
  /** Live region: a page landed. */
  loaded: (added: number, shown: number, total: number | undefined) => string
  /** Live region: the end was reached. */
  endOfList: (shown: number) => string
}

/** The fetcher of one page of a list whose getKey returns `K`: it gets the non-null keys. */
export type PageFetcher<Page, K> = FetcherFunction<Exclude<K, null | undefined | false>, Page>

/** Options of `useInfiniteData`: everything `useFetchInfinite` takes, plus how to read the pages. */
export interface UseInfiniteDataOptions<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments> {
  /** `(pageIndex, previousPageData) => key | null`, as for useFetchInfinite. */
  getKey: FetchInfiniteKeyLoader<Page, K>
  /** Fetches one page from its key. Defaults to the fetcher of the enclosing `FetchConfig`. */
  fetcher?: PageFetcher<Page, K> | null | undefined
  /**
   * Every useFetchInfinite option. The list defaults `revalidateFirstPage` to **false**, so
   * loading more costs exactly one request (pass `revalidateFirstPage: true` to get the hook's default).
   */
  options?: FetchInfiniteConfiguration<Page, Err, FetchInfiniteFetcher<Page, FetchInfiniteKeyLoader<Page, K>>> | undefined
  /**
   * Items of one page (default: an array page itself, or an object page's `data`; any other
   * page gets a dev warning naming it and has no items).
   */
  getItems?: ((page: Page, pageIndex: number) => readonly Item[] | null | undefined) | undefined
  /**
   * An item's identity (default: its `id`, else its position). An item whose key an earlier
   * item already has (a page boundary that moved while loading) is shown once, with a dev
   * warning naming the key.
   */
  itemKey?: ItemKeyFn<Item> | undefined
  /** Extra end detection, besides a null key, an empty last page and a null `nextCursor`. */
  isEnd?: ((lastPage: Page, pages: Page[]) => boolean) | undefined
  /** Total number of items when the source tells it (the latest page that answers wins). */
  getTotal?: ((page: Page, pages: Page[]) => number | null | undefined) | undefined
  /** Called with the new size each time the list asks for one more page. */
  onLoadMore?: ((nextSize: number) => void) | undefined
  /**
   * Keep at most this many pages loaded (and rendered): loading forward drops the oldest page,
   * loading an earlier page (`loadPrevious`, scrolling back up) drops the newest. Pages dropped
   * are fetched again, one request each, when the user comes back to them. With `virtualize`
   * the dropped pages keep their rows (blank, at their height) and load again when scrolled
   * into. Pages that together are shorter than the list load one per scroll by the user once
   * the window is full (never by themselves). Same as `options.maxPages`; this prop wins.
   * @default undefined (every loaded page is kept)
   */
  maxPages?: number | undefined
  /**
   * `(firstPageIndex, firstPageData) => key | null`: the key of the page before the first loaded
   * one. Index and offset sources do not need it (the page before page i is `getKey(i - 1, null)`,
   * down to page 0); a cursor source does (a backward cursor), and so does a list that opens in
   * the middle (a deep link: indexes before 0). Same as `options.getPreviousKey`; this prop wins.
   * @default undefined (getKey(firstPageIndex - 1, null), down to page 0)
   */
  getPreviousKey?: FetchInfinitePreviousKeyLoader<Page, K> | undefined
}

/** Options of `useInfiniteList`: the data options plus the feed's own. */
export interface UseInfiniteListOptions<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>
  extends UseInfiniteDataOptions<Page, Item, Err, K> {
  /**
   * How the next page is asked for: on scroll, with a button, or on scroll and then a button.
   * @default auto
   */
  loadMode?: InfiniteListLoadMode | undefined
  /**
   * Hybrid mode: pages loaded automatically before the button takes over.
   * @default 3
   */
  autoPages?: number | undefined
  /**
   * IntersectionObserver root margin of the sentinel (the default loads a bit early), around
   * `root` or else the viewport of the list's own frame: inside an iframe it reaches past the frame's edges.
   * One to four lengths in px or %, as in CSS `margin` (other units throw a SyntaxError; `cm`,
   * `pt` and the other absolute units work only in Chromium, with a dev warning).
   * @default 0px 0px 200px 0px
   */
  rootMargin?: string | undefined
  /**
   * Scroll container the sentinel is observed in (`null`, or the document: the viewport). Pass
   * the element itself, not its ref object nor a selector (a TypeError names the prop); keep it
   * in state through a callback ref, so the list observes again once it is mounted.
   * @default null
   */
  root?: Element | Document | null | undefined
  /** Texts (merged over the English defaults; a text given as undefined keeps its default). */
  messages?: Overrides<InfiniteListMessages> | undefined
  'aria-label'?: string | undefined
  'aria-labelledby'?: string | undefined
  /** Id of the feed element (default: generated). */
  id?: string | undefined
  /**
   * Keeps the item the user is looking at in place when items above it change (an earlier page
   * loaded, the oldest page of `maxPages` dropped), scrolling `root` (or the window) by as much
   * as it moved (nothing while no item is on screen); the browser's own scroll anchoring is
   * turned off for the list. Turn it off for windowed rendering, which positions items itself.
   * @default true
   */
  scrollAnchoring?: boolean | undefined
  /**
   * Brings item `index` into the DOM (windowed rendering). Used by the keyboard navigation when
   * the next article is not rendered yet.
   */
  scrollToIndex?: ((index: number) => void) | undefined
}

type Props = HTMLAttributes<HTMLElement> & Record<string, unknown>

/**
 * The keys the list's getters set. What a getter returns has the list's value there, even where
 * the app gave the key as undefined (`onKeyDown: undefined`); the app's other props stay.
 */
type ListPropName = 'ref' | 'role' | 'id' | 'aria-busy' | 'aria-label' | 'aria-labelledby' | 'onKeyDown'
type ItemPropName = 'role' | 'tabIndex' | 'aria-posinset' | 'aria-setsize' | 'data-index'

export interface InfiniteListListProps {
  ref: (el: HTMLElement | null) => void
  /** `'feed'` while there are articles or a page is loading; undefined otherwise (an empty feed is invalid). */
  role: 'feed' | undefined
  id: string
  'aria-busy': boolean
  'aria-label'?: string | undefined
  'aria-labelledby'?: string | undefined
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  [prop: string]: unknown
}

export interface InfiniteListItemProps {
  role: 'article'
  tabIndex: number
  /** The item's position in the whole list; left out while items before the window are not counted (a deep link). */
  'aria-posinset': number | undefined
  'aria-setsize': number
  'data-index': number
  [prop: string]: unknown
}

/** What `useInfiniteData` returns: the pages, their items and the list's state, without any DOM. */
export interface UseInfiniteDataResult<Page = unknown, Item = unknown, Err = Error> {
  /**
   * Every loaded item, pages flattened in order. At the end of a page window whose pages have no
   * items (`maxPages={1}` and the empty page that ends the list), the items of the page before
   * `data[0]` stay in front, so the end is never shown without the last items.
   */
  items: Item[]
  /** The loaded pages (useFetchInfinite's `data`). */
  data: Page[] | undefined
  status: InfiniteListStatus
  /** First page in flight. */
  isLoading: boolean
  /** A further page (or a retried page) in flight. */
  isLoadingMore: boolean
  /** Any request of the list in flight (includes background revalidation). */
  isValidating: boolean
  /** More pages can be loaded (false at the end, and before the first page). */
  hasMore: boolean
  /** The end of the list is reached. */
  isEnd: boolean
  /** The failed page, or undefined. */
  error: InfiniteListError<Err> | undefined
  /** Known total number of items, else undefined. */
  total: number | undefined
  /** useFetchInfinite passthrough. */
  setSize: FetchInfiniteResponse<Page, Err>['setSize']
  size: number
  mutate: FetchInfiniteKeyedMutator<Page[]>
  /** Loads the next page. A no-op (returns false) while a page loads, at the end, or after an error. */
  loadMore: () => boolean
  /** Refetches only the failed page (a failed page before the window: `loadPrevious()`); loaded pages stay on screen. */
  retry: () => void
  /** A `retry()` is in flight. */
  isRetrying: boolean
  /**
   * Page index of the first page in `items`: `data[0]`'s (useFetchInfinite's), or the page before
   * it while `items` keeps that page's items at the end. Above 0 once `maxPages` dropped pages,
   * below 0 for pages before a deep link's first one.
   */
  firstPageIndex: number
  /** A page before `data[0]` exists (known without a request). */
  hasPrevious: boolean
  /** The page before `data[0]` is in flight. */
  isLoadingPrevious: boolean
  /**
   * Loads the page before `data[0]` (dropping the newest page when `maxPages` is full), or
   * retries it after it failed. A no-op (resolves with the data) while a page is loading, when
   * there is no previous page, or before the first page.
   */
  loadPrevious: () => Promise<Page[] | undefined>
  /** The page before `data[0]` failed: shown at the top of the list, `loadPrevious()` retries it. `error` stays undefined. */
  previousError: InfiniteListError<Err> | undefined
  /** Number of items of each page in `items`, from `firstPageIndex` on. */
  pageItemCounts: number[]
  /**
   * How many items come before `items[0]` in the whole list, counted from the pages the list
   * has seen; undefined while that is unknown (a deep link before its earlier pages loaded).
   */
  itemOffset: number | undefined
}

/** What `useInfiniteList` returns: the data of `useInfiniteData` plus the feed's state and prop getters. */
export interface UseInfiniteListResult<Page = unknown, Item = unknown, Err = Error> extends UseInfiniteDataResult<Page, Item, Err> {
  /** `aria-setsize` of every article: the total, the count once the end is reached, else -1. */
  ariaSetSize: number
  /** Whether the sentinel is watched now (auto mode, or hybrid below `autoPages`). */
  isAutoLoading: boolean
  /** Whether a Load more button belongs on screen now (manual mode, hybrid after `autoPages`, no IntersectionObserver). */
  showLoadMoreButton: boolean
  /** Whether a Load previous button belongs at the top now (a previous page exists and the list does not load on scroll). */
  showLoadPreviousButton: boolean
  /** The live region's current text. */
  announcement: string
  /**
   * Id of the feed element (for `aria-controls`): the `id` option, else a generated one. An `id`
   * given to `getListProps` is not taken (a development warning says so): pass the option.
   */
  feedId: string
  messages: InfiniteListMessages
  /** Moves focus to item `index` (scrolling it into the DOM first if windowed). */
  focusItem: (index: number) => void
  /**
   * Wrapper around the feed, footer and live region: keeps focus on screen when a control it
   * holds goes away. Its style has `position: relative` (an app's own style is merged over it):
   * the element is the containing block of the visually hidden live region, which would
   * otherwise escape an app's scroll container. Markup of your own needs a positioned root too.
   */
  getRootProps: <P extends Props>(props?: P) => Omit<P, 'ref' | 'data-status' | 'style' | 'onFocus' | 'onBlur'> & {
    ref: (el: HTMLElement | null) => void
    'data-status': InfiniteListStatus
    style: CSSProperties
    // The list's, which call the app's first: a function even where the app gave undefined.
    onFocus: (event: FocusEvent<HTMLElement>) => void
    onBlur: (event: FocusEvent<HTMLElement>) => void
  }
  /**
   * The feed container (`role="feed"`, `aria-busy`, label, keyboard navigation). An
   * `aria-label` or `aria-labelledby` given here wins over the options'; the id is `feedId`.
   */
  getListProps: <P extends Props>(props?: P & { ref?: Ref<HTMLElement> | undefined }) => InfiniteListListProps & Omit<P, ListPropName>
  /** One article (`aria-posinset`, `aria-setsize`, `tabIndex=0`). */
  getItemProps: <P extends Props>(index: number, props?: P) => InfiniteListItemProps & Omit<P, ItemPropName>
  /** The element watched by the IntersectionObserver, rendered after the feed. */
  getSentinelProps: <P extends Props>(props?: P) => Omit<P, 'ref' | 'aria-hidden' | 'data-pagekit-sentinel'> & { ref: (el: Element | null) => void; 'aria-hidden': true; 'data-pagekit-sentinel': '' }
  /** The element before the feed whose visibility loads the previous page (render it while `hasPrevious`). */
  getTopSentinelProps: <P extends Props>(props?: P) => Omit<P, 'ref' | 'aria-hidden' | 'data-pagekit-top-sentinel'> & { ref: (el: Element | null) => void; 'aria-hidden': true; 'data-pagekit-top-sentinel': '' }
  /** The polite live region (`role="status"`), rendered outside the feed. Visually hidden. */
  getStatusProps: <P extends Props>(props?: P) => Omit<P, 'role' | 'aria-live' | 'aria-atomic' | 'children' | 'style'> & { role: 'status'; 'aria-live': 'polite'; 'aria-atomic': true; children: string; style: CSSProperties }
}

/** Context that `<LoadMoreButton>` reads inside an `<InfiniteList>`. */
export interface InfiniteListContextValue {
  status: InfiniteListStatus
  loadMore: () => boolean
  retry: () => void
  hasMore: boolean
  /** Id of the feed element, when it is rendered. */
  feedId: string | undefined
  messages: InfiniteListMessages
  /** An earlier page is loading (page windows): a Load more button inside waits for it. */
  isLoadingPrevious: boolean
}

/** Render slot: a node, or a function of the list state. `null` renders nothing. */
export type Slot<Ctx> = ReactNode | ((ctx: Ctx) => ReactNode)

export type ItemKeyFn<Item> = (item: Item, index: number) => ReactKey
