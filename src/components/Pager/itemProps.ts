// The props of one control item over the app's own: what `getItemProps(item, props)` returns.
import type { KeyboardEvent, MouseEvent, Ref } from 'react'
import { mergeProps } from '../shared/mergeProps'
import { safeHref } from '../shared/safeHref'
import { isAriaTrue } from '../shared/attributes'
import type { PagerAppProps, PagerAppPropsOf, PagerControlItem, PagerItemProps, PagerItemPropsOf } from './types'

/**
 * The app's props stay, but for the pager's semantics: `aria-current`, `href`, `role` and `type`
 * are always the pager's, and so are `rel` on Previous/Next and `tabIndex` on a link without an
 * href. An app's `aria-disabled` may hold an item back, never enable one. An app's `aria-label`
 * or `aria-labelledby` names the item. Handlers run the app's first, then the pager's, which does
 * not look at `defaultPrevented`: a router link's own onClick prevents the browser's navigation
 * to route client-side, and the page must change all the same.
 */
export function pagerItemProps<P extends PagerAppProps>(
  item: PagerControlItem,
  isLink: boolean,
  refFor: (key: string, appRef?: Ref<HTMLElement>) => (element: HTMLElement | null) => void,
  appProps: PagerAppPropsOf<P> | undefined,
): PagerItemPropsOf<P> {
  const {
    ref: appRef, 'aria-disabled': appDisabled,
    href: _href, role: _role, type: _type, 'aria-current': _current,
    ...theirs
  } = appProps ?? ({} as PagerAppProps)
  const disabled = item.disabled || isAriaTrue(appDisabled)
  const named = theirs['aria-label'] !== undefined || theirs['aria-labelledby'] !== undefined
  const ours: PagerItemProps = {
    ref: refFor(item.key, appRef),
    'aria-current': item.selected ? 'page' : undefined,
    'aria-disabled': disabled ? true : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (disabled) {
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
      if (!disabled) event.currentTarget.click()
    },
  }
  if (!named) ours['aria-label'] = item.label
  if (!isLink) {
    ours.type = 'button'
  } else {
    // An item the app built itself is checked too: a script URL never becomes an href.
    const href = disabled ? undefined : safeHref(item.href, '<Pager> item "href"')
    if (href === undefined) {
      ours.role = 'link'
      ours.tabIndex = 0
    } else {
      ours.href = href
      if (item.type === 'previous') ours.rel = 'prev'
      if (item.type === 'next') ours.rel = 'next'
    }
  }
  return mergeProps(theirs, ours) as PagerItemPropsOf<P>
}
