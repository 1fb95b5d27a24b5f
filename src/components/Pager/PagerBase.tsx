// Unstyled pager markup over usePager: nav > ul > li > button|a. The styled skin wraps this;
// apps can style it themselves through `className` and the data/aria attributes.
import { forwardRef } from 'react'
import type { CSSProperties, ReactNode, Ref } from 'react'
import { usePager } from './usePager'
import { visuallyHidden } from '../shared/visuallyHidden'
import { isPagerEllipsis } from './types'
import type { PagerItem, UsePagerOptions, UsePagerResult } from './types'
import { assertOptionalFunction } from '../../utils/validate'
import { attributesOf } from '../shared/attributes'

export interface PagerBaseProps extends UsePagerOptions {
  /** Goes on the `<nav>`, as do `style`, `id` and any `aria-*` or `data-*` attribute. */
  className?: string | undefined
  style?: CSSProperties | undefined
  id?: string | undefined
  /**
   * Renders the content of one `<li>` instead of the default button/link. For control items
   * spread `pager.getItemProps(item, props)` on your focusable element (e.g. a router link),
   * with your own props (`onClick`, `ref`, `className`…) passed in, not spread beside it.
   */
  renderItem?: ((item: PagerItem, pager: UsePagerResult) => ReactNode) | undefined
  /** The `<nav>` element. */
  ref?: Ref<HTMLElement> | undefined
}

/**
 * The digits of the widest page number the pager can show: its page count's when known; with an
 * unknown total (`hasNext`), the largest number shown, which grows as the user pages on.
 */
function pageNumberDigits(pager: Pick<UsePagerResult, 'pageCount' | 'items'>): number {
  const largest = pager.pageCount
    ?? Math.max(0, ...pager.items.map((item) => (item.type === 'page' && item.page !== null ? item.page + 1 : 0)))
  return String(Math.max(1, largest)).length
}

/** The default content of an item; exported so a `renderItem` can fall back to it. */
export function renderPagerItem(item: PagerItem, pager: UsePagerResult): ReactNode {
  if (isPagerEllipsis(item)) {
    // "…" means nothing when read aloud; screen readers get the label instead.
    return (
      <>
        <span aria-hidden="true">{item.text}</span>
        <span style={visuallyHidden}>{item.label}</span>
      </>
    )
  }
  const props = pager.getItemProps(item)
  return pager.isLink ? <a {...props}>{item.text}</a> : <button {...props}>{item.text}</button>
}

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * Headless pager markup: a `<nav>` landmark with a real list. Each `<li>` carries
 * `data-pager-item="<type>"` for styling; state is in `aria-current` / `aria-disabled`. The
 * `<nav>`'s style sets `--pager-digits`, the digits of the widest page number it can show.
 * A `ref` is the `<nav>` element.
 */
export const PagerBase = forwardRef<HTMLElement, Omit<PagerBaseProps, 'ref'>>(function PagerBase(
  { className, style, id, renderItem = renderPagerItem, ...options }, ref,
) {
  assertOptionalFunction('<Pager>', 'renderItem', renderItem)
  const pager = usePager(options)
  // JSX lets aria-* and data-* through the props' types unchecked: they go on the <nav>, and a
  // nav named by aria-labelledby gets no default label beside it.
  const attributes = { ...attributesOf(options, 'aria-', ['aria-label']), ...attributesOf(options, 'data-') }
  // --pager-digits lets CSS give every page number the width of the widest (the styled Pager
  // does); an app's own style can set it, e.g. for a total it does not know yet.
  const digits = { '--pager-digits': pageNumberDigits(pager), ...style } as CSSProperties
  return (
    <nav {...pager.getNavProps({ ...attributes, className, style: digits, id, ref })}>
      <ul {...pager.getListProps()}>
        {pager.items.map((item) => (
          <li key={item.key} data-pager-item={item.type}>
            {renderItem(item, pager)}
          </li>
        ))}
      </ul>
    </nav>
  )
})
