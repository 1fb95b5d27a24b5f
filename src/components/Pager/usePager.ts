// The headless pager: state, items and prop getters. Renderers (PagerBase, the styled Pager or an
// app's own markup) only spread the props this returns.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { isDev } from '../../utils/dev'
import { safeHref } from '../shared/safeHref'
import { assertNonNegativeInteger, assertOptionalFunction, assertOptionalNonNegativeInteger } from '../../utils/validate'
import { getPagerItems, lastPageIndex } from './pagination'
import { defaultPagerLabels, itemLabel, itemText } from './labels'
import type { PagerControlItem, PagerItem, PagerItemProps, PagerLabels, UsePagerOptions, UsePagerResult } from './types'

/**
 * Headless pager. Pages are zero-based in the API and one-based in labels.
 *
 * Rendering: spread `getNavProps()` on a `<nav>`, `getListProps()` on a `<ul>`, one `<li>` per
 * item, and `getItemProps(item)` on a `<button>` (or an `<a>` when `isLink`) for control items.
 * Ellipsis items are not focusable; render `item.text` hidden from AT and `item.label` for AT.
 *
 * Disabled controls use `aria-disabled` and stay focusable; when the focused control becomes
 * disabled (e.g. "next" on the last page) or leaves the pager (a page past a `pageCount` that
 * shrank, or past an unknown total that turned out to end), focus moves to the current page.
 *
 * Links: a plain click calls `onPageChange(page, event)` and lets the browser follow the href
 * (call `event.preventDefault()` in the handler to route client-side); clicks with a modifier
 * key are left entirely to the browser (new tab/window) and do not change the page; a plain
 * click on the current page's link does nothing (no reload).
 * Space activates links as it does buttons.
 *
 * Throws a RangeError naming the prop for negative, non-integer or NaN numbers. A page beyond
 * `pageCount` is clamped, with one console warning per pager in development.
 */
export function usePager(options: UsePagerOptions = {}): UsePagerResult {
  const {
    page: controlledPage, defaultPage = 0, onPageChange, pageCount, hasNext, siblingCount = 1, boundaryCount = 1,
    showFirstLast = false, showPrevNext = true, hrefBuilder, getItemAriaLabel,
  } = options
  assertOptionalNonNegativeInteger('<Pager>', 'page', controlledPage)
  assertNonNegativeInteger('<Pager>', 'defaultPage', defaultPage)
  assertOptionalNonNegativeInteger('<Pager>', 'pageCount', pageCount)
  assertNonNegativeInteger('<Pager>', 'siblingCount', siblingCount)
  assertNonNegativeInteger('<Pager>', 'boundaryCount', boundaryCount)
  assertOptionalFunction('<Pager>', 'hrefBuilder', hrefBuilder)
  assertOptionalFunction('<Pager>', 'onPageChange', onPageChange)
  assertOptionalFunction('<Pager>', 'getItemAriaLabel', getItemAriaLabel)
  // The labels that are functions of the page: a string there would fail on the first item.
  assertOptionalFunction('<Pager>', 'labels.page', options.labels?.page)
  assertOptionalFunction('<Pager>', 'labels.ellipsis', options.labels?.ellipsis)

  const [internalPage, setInternalPage] = useState(defaultPage)
  const touched = useRef(false)
  const controlled = controlledPage !== undefined && controlledPage !== null
  const rawPage = controlled ? controlledPage : internalPage
  const known = pageCount !== undefined && pageCount !== null
  const maxPage = known ? lastPageIndex(pageCount) : Infinity
  const page = Math.min(rawPage, maxPage)

  // Warn about the prop the app passed; a page left behind by a shrinking count is not an app bug.
  const clampedProp = rawPage > maxPage && (controlled ? 'page' : touched.current ? null : 'defaultPage')
  const warned = useRef(false)
  useEffect(() => {
    if (!clampedProp || warned.current || !isDev()) return
    warned.current = true
    console.warn(
      `pagekit: <Pager> "${clampedProp}" is ${rawPage} but "pageCount" is ${pageCount}; showing page ${page} (zero-based) instead.`,
    )
  }, [clampedProp, rawPage, pageCount, page])

  const setPage = useCallback((next: number, event?: SyntheticEvent) => {
    assertNonNegativeInteger('<Pager>', 'setPage', next)
    const target = Math.min(next, maxPage)
    if (target === page) return
    touched.current = true
    if (!controlled) setInternalPage(target)
    onPageChange?.(target, event)
  }, [maxPage, page, controlled, onPageChange])

  const labels: PagerLabels = { ...defaultPagerLabels, ...options.labels }
  const models = getPagerItems({ page, pageCount, hasNext, siblingCount, boundaryCount, showFirstLast, showPrevNext })
  const items: PagerItem[] = models.map((model) => {
    const common = { key: model.key, selected: model.selected, disabled: model.disabled,
      label: itemLabel(model, labels, getItemAriaLabel), text: itemText(model, labels) }
    if (model.type === 'start-ellipsis' || model.type === 'end-ellipsis') {
      return { ...common, type: model.type, page: null, range: model.range ?? [0, 0] }
    }
    const target = model.page
    return {
      ...common,
      type: model.type,
      page: target,
      href: hrefBuilder && target !== null ? safeHref(hrefBuilder(target), '<Pager> "hrefBuilder"') : undefined,
      onClick: (event?: SyntheticEvent) => { if (target !== null) setPage(target, event) },
    }
  })

  // One stable ref callback per key, so React doesn't detach/attach elements on every render.
  const elements = useRef(new Map<string, HTMLElement>())
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>())
  // A focused control leaving the pager (a page past a count that shrank, or past an unknown
  // total that turned out to end) is seen as its ref detaches, while it still has focus.
  const lostFocus = useRef(false)
  const refFor = (key: string) => {
    let callback = refCallbacks.current.get(key)
    if (!callback) {
      callback = (element) => {
        if (element) {
          elements.current.set(key, element)
          return
        }
        if (typeof document !== 'undefined' && elements.current.get(key) === document.activeElement) lostFocus.current = true
        elements.current.delete(key)
      }
      refCallbacks.current.set(key, callback)
    }
    return callback
  }

  // Focus must not stay on a control that just became disabled: move it to the current page.
  const disabledKeys = models.filter((m) => m.disabled).map((m) => m.key).join()
  useIsomorphicLayoutEffect(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement
    if (!active) return
    const focusedDisabled = disabledKeys.split(',').some((key) => key && elements.current.get(key) === active)
    if (focusedDisabled) elements.current.get(`page-${page}`)?.focus()
  }, [page, disabledKeys])
  // Nor on <body> after the focused control went away: the current page takes it.
  useIsomorphicLayoutEffect(() => {
    if (!lostFocus.current) return
    lostFocus.current = false
    const active = document.activeElement
    if (!active || active === document.body) elements.current.get(`page-${page}`)?.focus()
  })

  const isLink = Boolean(hrefBuilder)
  const getItemProps = (item: PagerControlItem): PagerItemProps => {
    const props: PagerItemProps = {
      ref: refFor(item.key),
      'aria-label': item.label,
      'aria-current': item.selected ? 'page' : undefined,
      'aria-disabled': item.disabled ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (item.disabled) {
          event.preventDefault()
          return
        }
        // Modified clicks on links (new tab, download…) belong to the browser.
        if (isLink && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return
        // Already there: reloading the current page would only lose client state.
        if (item.selected) {
          event.preventDefault()
          return
        }
        item.onClick(event)
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        // Buttons activate on Space natively; links only on Enter, so Space is added here.
        if (!isLink || event.key !== ' ') return
        event.preventDefault() // no page scroll
        if (!item.disabled) event.currentTarget.click()
      },
    }
    if (!isLink) return { ...props, type: 'button' }
    // An item the app built itself is checked too: a script URL never becomes an href.
    const href = item.disabled ? undefined : safeHref(item.href, '<Pager> item "href"')
    if (href === undefined) return { ...props, role: 'link', tabIndex: 0 }
    const rel = item.type === 'previous' ? 'prev' : item.type === 'next' ? 'next' : undefined
    return { ...props, href, rel }
  }

  return {
    page,
    setPage,
    pageCount: known ? pageCount : undefined,
    items,
    isLink,
    getNavProps: () => ({ 'aria-label': options['aria-label'] ?? labels.nav }),
    // Explicit role: Safari drops list semantics from lists styled with `list-style: none`.
    getListProps: () => ({ role: 'list' }),
    getItemProps,
  }
}
