// The pager's prop getters take the app's own props, typed as the element's attributes: data-*
// in an object literal, an interface of the app's (no index signature) and a ref all compile,
// a misspelt attribute does not.
import { createRef, type AnchorHTMLAttributes } from 'react'
import { test, expectTypeOf } from 'vitest'
import { usePager, isPagerEllipsis } from 'pagekit/headless'

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
