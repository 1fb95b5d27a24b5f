// The pager's prop getters take the app's own props: handlers, refs and attributes of an app's
// own items (a router link, a custom button) and of a pager built over usePager.
import { createRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PagerBase } from './PagerBase'
import type { PagerBaseProps } from './PagerBase'
import { usePager } from './usePager'
import { isPagerEllipsis } from './types'
import type { PagerItem, UsePagerOptions, UsePagerResult } from './types'

const current = () => screen.getByRole('button', { current: 'page' })
const button = (name: string) => screen.getByRole('button', { name })
const link = (name: string) => screen.getByRole('link', { name })
const hrefBuilder = (page: number) => `#page-${page + 1}`

function Controlled(props: PagerBaseProps) {
  const [page, setPage] = useState(props.page ?? 0)
  return <PagerBase {...props} page={page} onPageChange={(p, e) => { setPage(p); props.onPageChange?.(p, e) }} />
}

/** A renderItem that hands the same app props to every control item. */
const withAppProps = (appProps: Record<string, unknown>) => (item: PagerItem, pager: UsePagerResult) => {
  if (isPagerEllipsis(item)) return null
  const props = pager.getItemProps(item, appProps)
  return pager.isLink ? <a {...props}>{item.text}</a> : <button {...props}>{item.text}</button>
}

describe('getItemProps(item, props): handlers', () => {
  it("runs the app's onClick, then changes the page", async () => {
    const calls: string[] = []
    const onClick = (event: MouseEvent<HTMLElement>) => calls.push(`app ${event.currentTarget.getAttribute('aria-label')}`)
    render(<Controlled pageCount={5} renderItem={withAppProps({ onClick })} onPageChange={(page) => calls.push(`page ${page}`)} />)
    await userEvent.click(button('Page 3'))
    expect(calls).toEqual(['app Page 3', 'page 2'])
    expect(current()).toHaveAccessibleName('Page 3')
  })

  it("a router link's onClick that calls preventDefault (to navigate without a reload) does not stop the page change", async () => {
    const navigations: string[] = []
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      navigations.push(event.currentTarget.getAttribute('href') ?? '')
    }
    const onPageChange = vi.fn()
    render(<Controlled pageCount={5} hrefBuilder={hrefBuilder} renderItem={withAppProps({ onClick })} onPageChange={onPageChange} />)
    await userEvent.click(link('Page 4'))
    expect(navigations).toEqual(['#page-4'])
    expect(link('Page 4')).toHaveAttribute('aria-current', 'page')
    expect(onPageChange).toHaveBeenCalledWith(3, expect.objectContaining({ defaultPrevented: true }))
  })

  it("runs the app's onKeyDown, and Space still activates a link", async () => {
    const user = userEvent.setup()
    const keys: string[] = []
    render(<Controlled pageCount={5} hrefBuilder={hrefBuilder} renderItem={withAppProps({ onKeyDown: (e: KeyboardEvent) => keys.push(e.key) })} />)
    link('Page 3').focus()
    await user.keyboard(' ')
    expect(keys).toEqual([' '])
    expect(link('Page 3')).toHaveAttribute('aria-current', 'page')
  })
})

describe('getItemProps(item, props): refs', () => {
  it("calls the app's ref with each element, and focus still moves off a control that became disabled", async () => {
    const user = userEvent.setup()
    const elements = new Set<HTMLElement>()
    const appRef = (element: HTMLElement | null) => { if (element) elements.add(element) }
    render(<Controlled pageCount={3} renderItem={withAppProps({ ref: appRef })} />)
    expect(elements).toContain(button('Next page'))
    expect(elements).toContain(button('Page 2'))
    button('Next page').focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(current()).toHaveAccessibleName('Page 3')
    expect(current()).toHaveFocus()
  })

  it('with an app ref object on every item, focus moves to the current page when the focused page leaves the pager', () => {
    const appRef = { current: null as HTMLElement | null }
    const renderItem = withAppProps({ ref: appRef })
    const { rerender } = render(<PagerBase page={1} pageCount={10} renderItem={renderItem} />)
    button('Page 10').focus()
    rerender(<PagerBase page={1} pageCount={4} renderItem={renderItem} />)
    expect(current()).toHaveAccessibleName('Page 2')
    expect(current()).toHaveFocus()
  })

  it('keeps the merged ref from render to render: each element is attached once, never detached while it stays', () => {
    const attached: HTMLElement[] = []
    let detached = 0
    const appRef = (element: HTMLElement | null) => { if (element) attached.push(element); else detached += 1 }
    const renderItem = withAppProps({ ref: appRef })
    const { rerender } = render(<PagerBase page={2} pageCount={5} renderItem={renderItem} className="a" />)
    const controls = screen.getAllByRole('button')
    expect(attached).toEqual(controls)
    rerender(<PagerBase page={2} pageCount={5} renderItem={renderItem} className="b" />)
    rerender(<PagerBase page={2} pageCount={5} renderItem={renderItem} className="c" />)
    expect(attached).toHaveLength(controls.length)
    expect(detached).toBe(0)
  })
})

describe('getItemProps(item, props): attributes', () => {
  it("keeps the app's className, style, id, title and data-* attributes", () => {
    render(
      <PagerBase pageCount={3}
        renderItem={(item, pager) => isPagerEllipsis(item) ? null : (
          <button {...pager.getItemProps(item, { className: 'page-link', style: { color: 'red' }, id: `item-${item.key}`, title: item.text, 'data-track': item.type })}>
            {item.text}
          </button>
        )} />,
    )
    const page2 = button('Page 2')
    expect(page2).toHaveClass('page-link')
    expect(page2).toHaveStyle({ color: 'rgb(255, 0, 0)' })
    expect(page2).toHaveAttribute('id', 'item-page-1')
    expect(page2).toHaveAttribute('title', '2')
    expect(page2).toHaveAttribute('data-track', 'page')
  })

  it("keeps the pager's aria-current, aria-disabled, type, href, rel and role; an app's aria-label names the item", () => {
    const appProps = { 'aria-current': 'step' as const, 'aria-disabled': false, type: 'submit', href: '/elsewhere', rel: 'nofollow', role: 'tab', 'aria-label': 'Go' }
    const { unmount } = render(<PagerBase pageCount={3} renderItem={(item, pager) => isPagerEllipsis(item) ? null : (
      <button {...pager.getItemProps(item, { ...appProps, 'aria-label': `Go to ${item.text}` })}>{item.text}</button>
    )} />)
    expect(button('Go to 1')).toHaveAttribute('aria-current', 'page')
    expect(button('Go to 2')).not.toHaveAttribute('aria-current')
    expect(button('Go to Previous')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Go to 2')).toHaveAttribute('type', 'button')
    expect(button('Go to 2')).not.toHaveAttribute('role')
    unmount()
    render(<PagerBase pageCount={3} defaultPage={1} hrefBuilder={hrefBuilder} renderItem={withAppProps(appProps)} />)
    const [previous, , page2, , next] = screen.getAllByRole('link')
    expect(page2).toHaveAttribute('href', '#page-2')
    expect(page2).toHaveAttribute('aria-current', 'page')
    expect(page2).toHaveAttribute('rel', 'nofollow')
    expect(previous).toHaveAttribute('rel', 'prev')
    expect(next).toHaveAttribute('rel', 'next')
    expect(next).toHaveAttribute('href', '#page-3')
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('an app aria-labelledby names the item instead of the pager label', () => {
    render(
      <>
        <span id="go-2">Second results page</span>
        <PagerBase pageCount={3} renderItem={(item, pager) => isPagerEllipsis(item) ? null : (
          <button {...pager.getItemProps(item, item.page === 1 && item.type === 'page' ? { 'aria-labelledby': 'go-2' } : {})}>{item.text}</button>
        )} />
      </>,
    )
    expect(button('Second results page')).not.toHaveAttribute('aria-label')
    expect(button('Page 3')).toHaveAttribute('aria-label', 'Page 3')
  })

  it('an app aria-disabled holds an item back: no page change, no href, still focusable', async () => {
    const onPageChange = vi.fn()
    const renderItem = (item: PagerItem, pager: UsePagerResult) => isPagerEllipsis(item) ? null : (
      <a {...pager.getItemProps(item, item.page === 2 ? { 'aria-disabled': true } : {})}>{item.text}</a>
    )
    render(<Controlled pageCount={5} hrefBuilder={hrefBuilder} renderItem={renderItem} onPageChange={onPageChange} />)
    const held = link('Page 3')
    expect(held).toHaveAttribute('aria-disabled', 'true')
    expect(held).not.toHaveAttribute('href')
    expect(held).toHaveAttribute('tabindex', '0')
    await userEvent.click(held)
    held.focus()
    await userEvent.keyboard(' ')
    expect(onPageChange).not.toHaveBeenCalled()
    await userEvent.click(link('Page 2'))
    expect(onPageChange).toHaveBeenCalledWith(1, expect.anything())
  })
})

describe('getNavProps(props) and getListProps(props)', () => {
  function CustomPager({ options, nav, list }: { options?: UsePagerOptions; nav?: Record<string, unknown>; list?: Record<string, unknown> }) {
    const pager = usePager({ pageCount: 3, ...options })
    return (
      <nav {...pager.getNavProps(nav)}>
        <ul {...pager.getListProps(list)}>
          {pager.items.map((item) => <li key={item.key}>{isPagerEllipsis(item) ? null : <button {...pager.getItemProps(item)}>{item.text}</button>}</li>)}
        </ul>
      </nav>
    )
  }

  it("merge the app's attributes, handlers and refs; the list keeps role list", async () => {
    const navRef = createRef<HTMLElement>()
    const listRef = createRef<HTMLElement>()
    const keys: string[] = []
    render(
      <CustomPager
        nav={{ className: 'pages', 'data-section': 'users', ref: navRef, onKeyDown: (e: KeyboardEvent) => keys.push(e.key) }}
        list={{ className: 'row', role: 'menu', ref: listRef }} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav).toHaveClass('pages')
    expect(nav).toHaveAttribute('data-section', 'users')
    expect(navRef.current).toBe(nav)
    const list = screen.getByRole('list')
    expect(list).toHaveClass('row')
    expect(listRef.current).toBe(list)
    button('Page 2').focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(keys).toEqual(['ArrowRight'])
  })

  it("an app's aria-label names the nav; an app's aria-labelledby replaces the default label", () => {
    const { unmount } = render(<CustomPager nav={{ 'aria-label': 'User pages' }} />)
    expect(screen.getByRole('navigation', { name: 'User pages' })).toBeInTheDocument()
    unmount()
    render(<><h2 id="title">Users</h2><CustomPager nav={{ 'aria-labelledby': 'title' }} /></>)
    const nav = screen.getByRole('navigation', { name: 'Users' })
    expect(nav).not.toHaveAttribute('aria-label')
  })
})
