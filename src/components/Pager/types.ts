// Public types of the pager. Kept free of React imports except for types, so the pure
// windowing module and the hook share one vocabulary.
import type { HTMLAttributes, KeyboardEvent, MouseEvent, Ref, SyntheticEvent } from 'react'
import type { Overrides } from '../shared/overrides'

export type PagerItemType = 'page' | 'previous' | 'next' | 'first' | 'last' | 'start-ellipsis' | 'end-ellipsis'
export type PagerControlType = Exclude<PagerItemType, 'start-ellipsis' | 'end-ellipsis'>
export type PagerEllipsisType = 'start-ellipsis' | 'end-ellipsis'

/** Strings a user can read or hear. Replace any of them through the `labels` option (i18n). */
export interface PagerLabels {
  /** Accessible name of the `<nav>` landmark. */
  nav: string
  /** Visible text of the navigation controls. */
  first: string
  previous: string
  next: string
  last: string
  /** Accessible names of the navigation controls (they should contain the visible text). */
  firstPage: string
  previousPage: string
  nextPage: string
  lastPage: string
  /** Accessible name of a page control; `page` is one-based. */
  page: (page: number) => string
  /** Label of an ellipsis for the hidden pages `from`..`to` (one-based, inclusive). */
  ellipsis: (from: number, to: number) => string
}

/** Output of the pure windowing step: what to show, not yet how to act. */
export interface PagerItemModel {
  type: PagerItemType
  /** Zero-based target page; `null` for ellipses and disabled controls. */
  page: number | null
  selected: boolean
  disabled: boolean
  /** Stable React key, also used to find the element for focus management. */
  key: string
  /** Zero-based, inclusive range of pages an ellipsis stands for. */
  range?: readonly [number, number]
}

interface PagerItemCommon {
  key: string
  selected: boolean
  disabled: boolean
  /** Accessible name (after `labels` and `getItemAriaLabel`). */
  label: string
  /** Visible content: the one-based page number, a control's text, or "…". */
  text: string
}

/** A focusable item: a page or a navigation control. */
export interface PagerControlItem extends PagerItemCommon {
  type: PagerControlType
  page: number | null
  href?: string | undefined
  /** Goes to `page`; does nothing when disabled. */
  onClick: (event?: SyntheticEvent) => void
}

/** A non-interactive gap standing for two or more hidden pages. */
export interface PagerEllipsisItem extends PagerItemCommon {
  type: PagerEllipsisType
  page: null
  range: readonly [number, number]
}

export type PagerItem = PagerControlItem | PagerEllipsisItem

/** Narrows an item to an ellipsis (a `type` union check alone does not narrow `PagerItem`). */
export function isPagerEllipsis(item: PagerItem): item is PagerEllipsisItem {
  return item.type === 'start-ellipsis' || item.type === 'end-ellipsis'
}

/**
 * What an app passes to the pager's prop getters: the attributes, handlers and ref of its own
 * element (`data-*` included).
 */
export type PagerAppProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement> | undefined
  /** Of a link or a button; an item's `href` and `type` stay the pager's. */
  href?: string | undefined
  rel?: string | undefined
  type?: string | undefined
}

/**
 * The getters' parameter: `P` lets an app's interface through (an interface has no index
 * signature), the other side an object literal with `data-*` attributes.
 */
export type PagerAppPropsOf<P> = P | (PagerAppProps & PagerDataAttributes)
export type PagerDataAttributes = { [attribute: `data-${string}`]: unknown }

/** What the getters return: the app's props `P` with the pager's merged over them. */
export type PagerNavPropsOf<P> = Omit<P, 'aria-label'> & { 'aria-label'?: string }
export type PagerListPropsOf<P> = Omit<P, 'role'> & { role: 'list' }
export type PagerItemPropsOf<P> = Omit<P, keyof PagerItemProps> & PagerItemProps

/**
 * Props for the focusable element of a control item: spread them on a `<button>` or an `<a>`.
 * Given to `getItemProps(item, props)`, the app's own props are merged in: its handlers run
 * first, then the pager's (an app's `event.preventDefault()`, as a router link's onClick calls
 * it, stops the browser's navigation but not the page change); its ref is called along with the
 * pager's (one merged ref per item and app ref, the same from render to render); `className`,
 * `style`, `id`, `data-*` and the rest stay. The pager's semantics stay the pager's:
 * `aria-current`, `href`, `role`, `type`, `rel` on Previous/Next and `tabIndex` on a link
 * without an href. An app's `aria-disabled={true}` holds an item back (no page change, no href);
 * it cannot enable a disabled one. An app's `aria-label` or `aria-labelledby` names the item.
 */
export interface PagerItemProps {
  ref: (element: HTMLElement | null) => void
  /** The item's label; absent when the app names the item with its own `aria-label` or `aria-labelledby`. */
  'aria-label'?: string | undefined
  'aria-current'?: 'page' | undefined
  'aria-disabled'?: true | undefined
  onClick: (event: MouseEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  /** Buttons only. */
  type?: 'button' | undefined
  /** Links only; absent on a disabled link, which keeps `role="link"` and stays focusable. */
  href?: string | undefined
  /** `prev` / `next` on the Previous and Next links; elsewhere the app's own, if any. */
  rel?: string | undefined
  role?: 'link' | undefined
  tabIndex?: number | undefined
}

export interface UsePagerOptions {
  /** Current page, zero-based. Setting it makes the pager controlled. */
  page?: number | undefined
  /**
   * Initial page of an uncontrolled pager, zero-based.
   * @default 0
   */
  defaultPage?: number | undefined
  /**
   * Called with the new zero-based page. For links (`hrefBuilder`) it gets the click event:
   * the browser follows the `href` unless the handler calls `event.preventDefault()`
   * (do that to route client-side). Not called when the target is the current page (a plain
   * click on the current page's link is prevented: there is nowhere to go).
   */
  onPageChange?: ((page: number, event?: SyntheticEvent) => void) | undefined
  /** Number of pages when known. Leave undefined when the total is unknown. */
  pageCount?: number | undefined
  /**
   * Only used when `pageCount` is unknown: whether a next page exists.
   * @default true
   */
  hasNext?: boolean | undefined
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblingCount?: number | undefined
  /**
   * Pages always shown at each end.
   * @default 1
   */
  boundaryCount?: number | undefined
  /**
   * Show "First" and "Last" controls.
   * @default false
   */
  showFirstLast?: boolean | undefined
  /**
   * Show "Previous" and "Next" controls.
   * @default true
   */
  showPrevNext?: boolean | undefined
  /** Gives each page a URL (argument zero-based); items then render as links with rel prev/next. */
  hrefBuilder?: ((page: number) => string) | undefined
  /**
   * Replaces accessible names. `page` is one-based (for ellipses: the first hidden page);
   * return undefined to keep the default label.
   */
  getItemAriaLabel?: ((type: PagerItemType, page: number | null, selected: boolean, item: PagerItemModel) => string | undefined) | undefined
  /** Replaces any of the default strings; a string given as undefined keeps its default. */
  labels?: Overrides<PagerLabels> | undefined
  /**
   * Accessible name of the `<nav>`; `labels.nav` when not given.
   * @default Pagination
   */
  'aria-label'?: string | undefined
}

export interface UsePagerResult {
  /** Current page, zero-based, clamped to the known range. */
  page: number
  /** Go to a page (zero-based; clamped). Calls `onPageChange` unless it is the current page. */
  setPage: (page: number, event?: SyntheticEvent) => void
  /** The known page count, or undefined when unknown. */
  pageCount: number | undefined
  items: PagerItem[]
  /** True when items are links (`hrefBuilder` given), false when they are buttons. */
  isLink: boolean
  /**
   * The `<nav>`'s props over the app's. The app's `aria-label` names it; with the app's own
   * `aria-labelledby` it gets no default label beside it (only the `aria-label` option, if given).
   */
  getNavProps: <P extends PagerAppProps = Record<never, never>>(props?: PagerAppPropsOf<P>) => PagerNavPropsOf<P>
  /** The list's props over the app's; its `role` stays `list`. */
  getListProps: <P extends PagerAppProps = Record<never, never>>(props?: PagerAppPropsOf<P>) => PagerListPropsOf<P>
  /** A control item's props over the app's: see `PagerItemProps` for how they merge. */
  getItemProps: <P extends PagerAppProps = Record<never, never>>(item: PagerControlItem, props?: PagerAppPropsOf<P>) => PagerItemPropsOf<P>
}
