import { useState, type MouseEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { isPagerEllipsis, Pager, renderPagerItem, type PagerItem, type UsePagerResult } from '../../../src'
import { showCode } from '../../support'
import { pagerArgTypes } from './argTypes'
import { attributesCode, renderItemCode, routerLinkCode } from './customItemsCode'
import { reported } from './reported'

/**
 * What the app puts into the pager. `renderItem(item, pager)` draws the content of each `<li>`:
 * spread `pager.getItemProps(item, props)` on the focusable element (a button, or a router link),
 * with the element's own props passed in: its handlers run before the pager's, its ref is called
 * beside the pager's, and the pager keeps its names, `aria-current`, `aria-disabled` and focus
 * handling;
 * `renderPagerItem(item, pager)` is the default, for the items the app leaves alone. `id`,
 * `className` and `style` go on the `<nav>` landmark.
 */
const meta = {
  title: 'Components/Pager/Custom items and attributes',
  component: Pager,
  tags: ['autodocs'],
  args: { pageCount: 12, defaultPage: 5, onPageChange: fn() },
  argTypes: pagerArgTypes,
  render: (args) => <Pager {...args} onPageChange={reported(args)} />,
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

/** The arrow the styled skin draws beside a control's text (‹ › « »), or none. */
const skinArrow = (control: HTMLElement, side: '::before' | '::after') => getComputedStyle(control, side).content

/**
 * Arrows beside Previous and Next, the current page in bold; ellipses keep the default. Content
 * with elements of its own gets no arrow from the skin, so these arrows are not doubled.
 */
function arrowItem(item: PagerItem, pager: UsePagerResult) {
  if (isPagerEllipsis(item)) return renderPagerItem(item, pager)
  const text = item.selected ? <strong>{item.text}</strong> : item.text
  return (
    <button {...pager.getItemProps(item)}>
      {item.type === 'previous' ? <span aria-hidden="true">← </span> : null}
      {text}
      {item.type === 'next' ? <span aria-hidden="true"> →</span> : null}
    </button>
  )
}

/**
 * `renderItem` outside classic paging's preloading: the app's own content in each button. The
 * buttons keep the pager's behaviour: their names, `aria-current` and the page change.
 */
export const RenderItem: Story = {
  name: 'renderItem: arrows and a bold current page',
  args: { renderItem: arrowItem },
  parameters: showCode(renderItemCode),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next page' })
    const previous = canvas.getByRole('button', { name: 'Previous page' })
    await expect(next).toHaveTextContent('Next →')
    await expect(previous).toHaveTextContent('← Previous')
    await expect(skinArrow(next, '::after')).toBe('none')
    await expect(skinArrow(previous, '::before')).toBe('none')
    await expect(canvas.getByRole('button', { name: 'Page 6' }).querySelector('strong')).toHaveTextContent('6')
    await expect(canvas.getByText('Pages 8 to 11 not shown')).toBeInTheDocument()
    await userEvent.click(next)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page'))
    await expect(canvas.getByRole('button', { name: 'Page 7' }).querySelector('strong')).toHaveTextContent('7')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6, expect.objectContaining({ type: 'click' }))
  },
}

/**
 * `id`, `className` and `style` on the `<nav>`: a skip link can point at it, the app's CSS can
 * reach it. Any `aria-*` or `data-*` attribute goes there too.
 */
export const NavAttributes: Story = {
  name: 'id, className, style and other attributes',
  args: { id: 'user-pages', 'aria-label': 'User pages', className: 'user-pager', style: { maxWidth: 420, padding: 8 } },
  parameters: showCode(attributesCode),
  render: (args) => (
    <div>
      <a href="#user-pages">Skip to the pages</a>
      <Pager {...args} onPageChange={reported(args)} data-section="users" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'User pages' })
    await expect(nav).toHaveAttribute('id', 'user-pages')
    await expect(nav).toHaveAttribute('data-section', 'users')
    await expect(nav).toHaveClass('user-pager')
    await expect(nav).toHaveStyle({ maxWidth: '420px', padding: '8px' })
    await expect(canvas.getByRole('link', { name: 'Skip to the pages' })).toHaveAttribute('href', `#${nav.id}`)
  },
}

/**
 * A router's link as the item, with its own `onClick` and `className` passed to
 * `getItemProps(item, props)`. The link's onClick does what a client router's `<Link>` does:
 * `preventDefault()` (no page load) and a history entry of its own, listed below. The pager's
 * onClick runs after it and changes the page all the same: an app's `preventDefault()` stops the
 * browser's navigation, not the page change. Space still follows a link, as it does every pager link.
 */
export const RouterLinks: Story = {
  name: 'renderItem: a router link with its own onClick and className',
  args: { hrefBuilder: (page: number) => `#/users?page=${page + 1}`, 'aria-label': 'User pages, routed' },
  parameters: showCode(routerLinkCode),
  render: function Render(args) {
    const [history, setHistory] = useState<string[]>([])
    const routerLink = (item: PagerItem, pager: UsePagerResult) => {
      if (isPagerEllipsis(item)) return renderPagerItem(item, pager)
      const props = pager.getItemProps(item, {
        className: 'router-link',
        onClick: (event: MouseEvent<HTMLElement>) => {
          event.preventDefault()
          const to = event.currentTarget.getAttribute('href')
          if (to) setHistory((entries) => [...entries, to])
        },
      })
      return <a {...props}>{item.text}</a>
    }
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Pager {...args} onPageChange={reported(args)} renderItem={routerLink} />
        <p style={{ margin: 0 }}>Router history:</p>
        <ol aria-label="Router history" style={{ margin: 0 }}>
          {history.map((entry, index) => <li key={index}>{entry}</li>)}
        </ol>
      </div>
    )
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const link = (name: string) => canvas.getByRole('link', { name })
    const history = () => within(canvas.getByRole('list', { name: 'Router history' })).queryAllByRole('listitem').map((li) => li.textContent)
    await expect(link('Page 7')).toHaveClass('router-link')
    // Text alone, as in the default items: the skin draws its arrows.
    await expect(skinArrow(link('Next page'), '::after')).toMatch(/^"›"/)
    await expect(skinArrow(link('Previous page'), '::before')).toMatch(/^"‹"/)
    await expect(link('Page 7')).toHaveAttribute('href', '#/users?page=7')
    await userEvent.click(link('Page 7'))
    await waitFor(() => expect(link('Page 7')).toHaveAttribute('aria-current', 'page'))
    await expect(history()).toEqual(['#/users?page=7'])
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6, expect.objectContaining({ type: 'click' }))
    link('Next page').focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(link('Page 8')).toHaveAttribute('aria-current', 'page'))
    await expect(history()).toEqual(['#/users?page=7', '#/users?page=8'])
    await expect(window.location.hash).not.toContain('users')
  },
}
