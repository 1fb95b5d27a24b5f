// The headless pager: state, items and prop getters. Renderers (PagerBase, the styled Pager or an
// app's own markup) only spread the props this returns.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SyntheticEvent } from 'react'
import { isDev } from '../../utils/dev'
import { safeHref } from '../shared/safeHref'
import { mergeProps } from '../shared/mergeProps'
import { labelOf } from '../shared/attributes'
import { assertNonNegativeInteger, assertOptionalFunction, assertOptionalNonNegativeInteger } from '../../utils/validate'
import { getPagerItems, lastPageIndex } from './pagination'
import { defaultPagerLabels, itemLabel, itemText } from './labels'
import { withDefaults } from '../shared/overrides'
import { pagerItemProps } from './itemProps'
import { usePagerFocus } from './usePagerFocus'
import type {
  PagerAppProps, PagerAppPropsOf, PagerItem, PagerLabels, PagerListPropsOf, PagerNavPropsOf, UsePagerOptions, UsePagerResult,
} from './types'

/**
 * Headless pager. Pages are zero-based in the API and one-based in labels.
 *
 * Rendering: spread `getNavProps()` on a `<nav>`, `getListProps()` on a `<ul>`, one `<li>` per
 * item, and `getItemProps(item)` on a `<button>` (or an `<a>` when `isLink`) for control items.
 * Each getter takes the app's own props and merges them (handlers both run, refs both called;
 * see `PagerItemProps` for what stays the pager's).
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

  const labels: PagerLabels = withDefaults(defaultPagerLabels, options.labels)
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

  const disabledKeys = models.filter((m) => m.disabled).map((m) => m.key).join()
  const refFor = usePagerFocus(page, disabledKeys)

  const isLink = Boolean(hrefBuilder)
  const getItemProps: UsePagerResult['getItemProps'] = (item, props) => pagerItemProps(item, isLink, refFor, props)
  const getNavProps = <P extends PagerAppProps>(props?: PagerAppPropsOf<P>) => {
    const label = labelOf({
      appLabel: props?.['aria-label'], labelledBy: props?.['aria-labelledby'], optionLabel: options['aria-label'], defaultLabel: labels.nav,
    })
    return mergeProps(props, { 'aria-label': label }) as PagerNavPropsOf<P>
  }
  // Explicit role: Safari drops list semantics from lists styled with `list-style: none`.
  const getListProps = <P extends PagerAppProps>(props?: PagerAppPropsOf<P>) =>
    mergeProps(props, { role: 'list' as const }) as PagerListPropsOf<P>

  return {
    page,
    setPage,
    pageCount: known ? pageCount : undefined,
    items,
    isLink,
    getNavProps,
    getListProps,
    getItemProps,
  }
}
