// The pager's prop getters take the app's own props, typed as the element's attributes: data-*
// in an object literal, an interface of the app's (no index signature) and a ref all compile,
// a misspelt attribute does not; <Pager> and <PagerBase> take a ref to the <nav>.
import { createRef, type AnchorHTMLAttributes } from 'react'
import { test, expectTypeOf } from 'vitest'
import { Pager } from 'pagekit'
import { PagerBase, usePager, isPagerEllipsis } from 'pagekit/headless'
import type { PagerAppProps, PagerControlItem, PagerItemPropsOf, UsePagerResult } from 'pagekit/headless'

test('getItemProps merges what an app passes for a link or a button', () => {
  const pager = usePager({ pageCount: 3 })
  const linkRef = createRef<HTMLAnchorElement>()
  const appLinkProps: AnchorHTMLAttributes<HTMLAnchorElement> = { className: 'link' }
  for (const item of pager.items) {
    if (isPagerEllipsis(item)) continue
    const props = pager.getItemProps(item, { className: 'page', 'data-track': item.type, ref: linkRef, onClick: (event) => event.preventDefault() })
    expectTypeOf(props.onClick).parameter(0).toHaveProperty('defaultPrevented')
    void <a {...props}>{item.text}</a>
    void <a {...pager.getItemProps(item, appLinkProps)}>{item.text}</a>
    void <button {...pager.getItemProps(item)}>{item.text}</button>
    // @ts-expect-error a misspelt attribute
    pager.getItemProps(item, { classNam: 'page' })
  }
  void <nav {...pager.getNavProps({ 'data-section': 'users', 'aria-labelledby': 'title' })} />
  void <ul {...pager.getListProps({ className: 'row' })} />
})

test('<Pager> and <PagerBase> take a ref to the <nav>', () => {
  const ref = createRef<HTMLElement>()
  void <Pager ref={ref} pageCount={3} />
  void <PagerBase ref={ref} pageCount={3} />
  void <Pager ref={(nav) => { expectTypeOf(nav).toEqualTypeOf<HTMLElement | null>() }} pageCount={3} />
  // @ts-expect-error a ref is an object or a function
  void <Pager ref="nav" pageCount={3} />
})

test('an app\'s own item wrapper can be typed with the exported prop types', () => {
  // e.g. a design system's link that takes the app's props and returns the merged ones
  const withTracking = <P extends PagerAppProps>(pager: UsePagerResult, item: PagerControlItem, props: P): PagerItemPropsOf<P> =>
    pager.getItemProps(item, props)
  const pager = usePager({ pageCount: 3 })
  const item = pager.items.find((entry): entry is PagerControlItem => !isPagerEllipsis(entry))
  if (!item) return
  const props = withTracking(pager, item, { className: 'page' })
  expectTypeOf(props.className).toEqualTypeOf<string>() // the app's own type, kept
  expectTypeOf(props['aria-current']).toEqualTypeOf<'page' | undefined>()
})
