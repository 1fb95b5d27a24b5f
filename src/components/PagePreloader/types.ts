// Public types of the page preloader.
import type { FocusEvent, PointerEvent, ReactNode, RefObject } from 'react'
import type { Arguments, FetcherContext } from '../../core/types'

/**
 * When the pages ahead are preloaded:
 * - `'eager'`: at once (on mount and whenever the pages ahead change);
 * - `'idle'`: when the browser is idle (`requestIdleCallback`, at the latest after `idleTimeout`;
 *   a short `setTimeout` where it does not exist);
 * - `'hover'`: when the pointer rests on (or focus enters) the target for `hoverDelay` ms;
 * - `'viewport'`: when the target scrolls into (or near, `rootMargin`) the viewport, or `root` when it
 *   sits in a scroll container.
 */
export type PreloadStrategy = 'eager' | 'idle' | 'hover' | 'viewport'

/**
 * How a page is preloaded:
 * - `'render'`: the page's own component is rendered inside a hidden, inert container, so its
 *   own `useFetch(key)` starts the request and caches the result (the classic preloading pattern; it also
 *   warms anything else the component loads, such as images);
 * - `'cache'`: `preload(key, fetcher)` starts the request without rendering anything; the next
 *   hook asking for the key takes the promise.
 */
export type PreloadMode = 'render' | 'cache'

/** The state an infinite list exposes (a `useFetchInfinite` response fits). */
export interface PreloadInfiniteSource<Data> {
  data?: readonly Data[] | undefined
  size: number
}

/** One page the preloader works on. */
export interface PreloadTarget {
  /** Zero-based page index (for `keys`: the index in the list). */
  page: number
  /** The page's key (`undefined` in render mode without `getKey`). */
  key: Arguments | undefined
  /** Stable identity: the serialized key, or `#<page>` without a key. */
  id: string
}

/** The fetcher of one page: it gets the non-null keys that `getKey` (or `keys`) gives, then `{ signal }`. */
export type PreloadFetcher<Data, K> = (key: Exclude<K, null | undefined | false>, context: FetcherContext) => Data | Promise<Data>

/** `K` is the key type `getKey` returns (or `keys` holds): the fetcher is typed for it. */
export interface UsePagePreloaderOptions<Data = unknown, K extends Arguments = Arguments> {
  /** Current page, zero-based: pages `page + 1` … `page + ahead` are preloaded. */
  page?: number | undefined
  /** Known number of pages: bounds the pages ahead. */
  pageCount?: number | undefined
  /**
   * With an unknown `pageCount`: `false` means there is no next page.
   * @default true
   */
  hasNext?: boolean | undefined
  /**
   * `(pageIndex, previousPageData) => key | null`, the same as `useFetchInfinite`'s. With `page`
   * it gets `previousPageData = null`; with `infinite` it gets the last loaded page, so a cursor
   * source's key waits for that page's `nextCursor`. Required in `cache` mode (except with `keys`);
   * optional in `render` mode, where it lets the preloader skip pages that are cached or in flight.
   */
  getKey?: ((pageIndex: number, previousPageData: Data | null) => K) | undefined
  /** Explicit keys to preload (instead of `page`/`getKey`); `ahead` does not apply. */
  keys?: readonly K[] | undefined
  /**
   * An infinite list (`useFetchInfinite`'s response, or `{ data, size }`): once every requested
   * page has landed, the next page (`size`) is preloaded; with `ahead > 1` in cache mode, the
   * following ones are chained, each waiting for the one before.
   */
  infinite?: PreloadInfiniteSource<Data> | undefined
  /**
   * Fetcher for `cache` mode; default: the `fetcher` of the surrounding `FetchConfig`. It gets
   * the key, then `{ signal }` (aborted once the hook that took the page no longer needs it).
   */
  fetcher?: PreloadFetcher<Data, K> | null | undefined
  /**
   * How many pages ahead.
   * @default 1
   */
  ahead?: number | undefined
  /**
   * When to preload.
   * @default idle
   */
  strategy?: PreloadStrategy | undefined
  /**
   * How to preload: `'cache'` for the hook; the component defaults to `'render'` when it has children.
   * @default cache
   */
  mode?: PreloadMode | undefined
  /**
   * `false` turns the preloader off.
   * @default true
   */
  enabled?: boolean | undefined
  /**
   * Skip every preload while `navigator.connection.saveData` is on.
   * @default true
   */
  respectSaveData?: boolean | undefined
  /**
   * `idle`: the longest wait for an idle moment, in ms.
   * @default 2000
   */
  idleTimeout?: number | undefined
  /**
   * `hover` and `getTargetProps`: how long the pointer (or focus) must stay, in ms.
   * @default 100
   */
  hoverDelay?: number | undefined
  /**
   * `viewport`: margin around `root` (or the viewport of the target's own frame, so inside an
   * iframe it reaches past the frame's edges): the target counts as in view this far outside it.
   * One to four lengths in px or %, as in CSS `margin` (other units throw a SyntaxError; `cm`,
   * `pt` and the other absolute units work only in Chromium, with a dev warning).
   * @default 200px
   */
  rootMargin?: string | undefined
  /**
   * `viewport`: the scroll container the target is observed in (`null`, or the document: the
   * viewport). A target inside a scroll container needs it, or the container clips it whatever
   * the `rootMargin`. Pass the element itself, not its ref object nor a selector (a TypeError
   * names the prop).
   * @default null
   */
  root?: Element | Document | null | undefined
  /** `hover` / `viewport`: the element to watch (or use `targetRef` / `getTargetProps()`). */
  target?: RefObject<Element | null> | Element | null | undefined
  /** Called when the preloader starts preloading a page (cache: `preload()` called; render: the page is rendered). */
  onPreload?: ((target: PreloadTarget) => void) | undefined
}

/** Handlers to spread on a hover target (a pager link, a "Next" button…). */
export interface PreloadTargetProps {
  onPointerEnter: (event: PointerEvent<Element>) => void
  onPointerLeave: (event: PointerEvent<Element>) => void
  onFocus: (event: FocusEvent<Element>) => void
  onBlur: (event: FocusEvent<Element>) => void
}

/** The app's own handlers for `getTargetProps`; one given as undefined is not there. */
export type PreloadTargetAppProps = { [K in keyof PreloadTargetProps]?: PreloadTargetProps[K] | undefined }

export interface UsePagePreloaderResult {
  /** The pages ahead that the strategy preloads (bounded by `pageCount`; empty when disabled). */
  targets: PreloadTarget[]
  /** Render mode: the pages to render in the hidden container now. Always empty in cache mode. */
  rendered: PreloadTarget[]
  /** The current pages ahead were triggered (by the strategy or `preload()`). */
  triggered: boolean
  /** `navigator.connection.saveData` is on and respected: nothing is preloaded. */
  saveData: boolean
  mode: PreloadMode
  strategy: PreloadStrategy
  /** Preload the pages ahead now, whatever the strategy (still skipping cached/in-flight pages). */
  preload: () => void
  /** Preload one page now (zero-based; `keys`: the index in the list). */
  preloadPage: (page: number) => void
  /**
   * Hover-intent handlers: after `hoverDelay` ms of pointer or focus, preload `page` (or, without
   * an argument, the pages ahead). Handlers already in `props` are called first.
   */
  getTargetProps: (page?: number, props?: PreloadTargetAppProps) => PreloadTargetProps
  /** Ref callback for the `hover` / `viewport` strategies' target element. */
  targetRef: (element: Element | null) => void
}

export interface PagePreloaderProps<Data = unknown, K extends Arguments = Arguments> extends UsePagePreloaderOptions<Data, K> {
  /**
   * How to preload: `'render'` renders the next pages in a hidden container (`children` or
   * `render` draws them), `'cache'` only fetches their data into the cache.
   * @default render (with children or render), cache (without)
   */
  mode?: PreloadMode | undefined
  /** Render mode: the component of one page, e.g. `(page) => <UsersPage page={page} />`. */
  children?: ((pageIndex: number, key: Arguments | undefined) => ReactNode) | undefined
  /** Same as `children`. */
  render?: ((pageIndex: number, key: Arguments | undefined) => ReactNode) | undefined
}
