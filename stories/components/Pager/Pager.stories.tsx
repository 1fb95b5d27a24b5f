import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useArgs } from 'storybook/preview-api'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { Pager, type PagerProps } from '../../../src'
import { Button, Checkbox, showCode, showCodeFromArgs } from '../../support'
import { pagerArgTypes } from './argTypes'
import { linksCode, pagerCode, unknownTotalCode } from './code'
import { reported } from './reported'

/**
 * Page navigation for classic paging. Pages are **zero-based** in props (`page`, `defaultPage`,
 * `onPageChange`, `hrefBuilder`) and one-based on screen. Behaviour lives in the headless
 * `usePager` hook (`pagekit/headless`); `<Pager>` is a thin themed skin over it.
 *
 * Accessibility: a `<nav aria-label="Pagination">` landmark holding a real list, `aria-current="page"`
 * on the current page, `aria-disabled` (still focusable) on controls that cannot act, and focus
 * moved to the current page when the focused control becomes disabled or leaves the pager.
 * Ellipses are labelled. Texts, accessible names and which items show:
 * **Components/Pager/Labels and layout**; the app's own item content (`renderItem`) and the
 * landmark's `id`, `className` and `style`: **Components/Pager/Custom items and attributes**.
 * On a phone's screen (up to 30em wide) First, Previous, Next and Last show their arrow alone, so
 * that Previous, seven page slots and Next fit on one line from 360 px up (**Components/Pager/Labels
 * and layout**, "On a phone"). Their accessible names stay the same.
 * Each demo after the first names its landmark (`aria-label`), as an app with more than one
 * pager on a page should: a screen reader's list of landmarks tells them apart by name.
 */
const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { pageCount: 10, onPageChange: fn() },
  argTypes: pagerArgTypes,
  parameters: { ...showCodeFromArgs((args) => pagerCode(args)) },
  render: (args) => <Pager {...args} onPageChange={reported(args)} />,
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

const pageButton = (canvas: ReturnType<typeof within>, n: number) => canvas.getByRole('button', { name: `Page ${n}` })


/** Ten pages, uncontrolled. Click a page, or use Tab and Enter/Space. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement)
    await step('previous is aria-disabled on page 1', async () => {
      await expect(pageButton(canvas, 1)).toHaveAttribute('aria-current', 'page')
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    })
    await step('clicking a page makes it current', async () => {
      await userEvent.click(pageButton(canvas, 2))
      await waitFor(() => expect(pageButton(canvas, 2)).toHaveAttribute('aria-current', 'page'))
      await expect(pageButton(canvas, 1)).not.toHaveAttribute('aria-current')
      await expect(args.onPageChange).toHaveBeenLastCalledWith(1, expect.objectContaining({ type: 'click' }))
    })
    await step('Tab to an item; Enter and Space activate it', async () => {
      pageButton(canvas, 2).focus()
      await userEvent.tab()
      await expect(pageButton(canvas, 3)).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(pageButton(canvas, 3)).toHaveAttribute('aria-current', 'page'))
      await userEvent.tab()
      await userEvent.keyboard(' ')
      await waitFor(() => expect(pageButton(canvas, 4)).toHaveAttribute('aria-current', 'page'))
    })
    await step('pressing next to the end moves focus to the current page', async () => {
      const next = canvas.getByRole('button', { name: 'Next page' })
      next.focus()
      for (let i = 0; i < 6; i++) await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(pageButton(canvas, 10)).toHaveAttribute('aria-current', 'page'))
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await waitFor(() => expect(pageButton(canvas, 10)).toHaveFocus())
    })
  },
}

/** The props a reader tries first, as controls. The page is kept in the story's args, so controls and clicks agree. */
export const Playground: Story = {
  args: { page: 4, pageCount: 20, siblingCount: 1, boundaryCount: 1, showFirstLast: true, showPrevNext: true, 'aria-label': 'Playground pages' },
  render: function Render(args) {
    const [, updateArgs] = useArgs<PagerProps>()
    return <Pager {...args} onPageChange={(page, event) => { updateArgs({ page }); reported(args)(page, event) }} />
  },
}

/**
 * With many pages, `boundaryCount` pages stay at each end and `siblingCount` around the current
 * one; an ellipsis stands for two or more hidden pages (a single hidden page is shown instead).
 * The number of items stays the same as you move, so controls do not jump.
 */
export const ManyPages: Story = {
  name: 'Many pages with ellipses',
  args: { pageCount: 100, defaultPage: 49, 'aria-label': 'Pages of a long list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Pages 2 to 48 not shown')).toBeInTheDocument()
    await expect(canvas.getByText('Pages 52 to 99 not shown')).toBeInTheDocument()
    const before = canvas.getAllByRole('listitem').length
    await userEvent.click(pageButton(canvas, 51))
    await waitFor(() => expect(pageButton(canvas, 51)).toHaveAttribute('aria-current', 'page'))
    await expect(pageButton(canvas, 52)).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(before)
  },
}

/** `showFirstLast` adds "First" and "Last"; using them moves focus to the new current page. */
export const FirstLast: Story = {
  name: 'First/last buttons',
  args: { pageCount: 20, defaultPage: 9, showFirstLast: true, 'aria-label': 'Pages with first and last' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(pageButton(canvas, 20)).toHaveAttribute('aria-current', 'page'))
    await waitFor(() => expect(pageButton(canvas, 20)).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }))
    await waitFor(() => expect(pageButton(canvas, 1)).toHaveFocus())
    await expect(canvas.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/**
 * With `hrefBuilder` every page is a real link (`rel="prev"`/`"next"` on the neighbours), so pages
 * can be opened in a new tab. A plain click calls `onPageChange(page, event)` and the browser
 * follows the link unless the handler calls `event.preventDefault()`, as client-side routing does.
 * This story routes "client-side" (Storybook's frame would otherwise navigate the whole page) and
 * shows the URL it would have opened. Space activates links like buttons.
 */
export const Links: Story = {
  args: { pageCount: 12, defaultPage: 5, hrefBuilder: (page: number) => `#page-${page + 1}`, 'aria-label': 'Pages as links' },
  parameters: showCode(linksCode),
  render: function Render(args) {
    const [followed, setFollowed] = useState('none yet')
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Pager
          {...args}
          onPageChange={(page, event) => {
            event?.preventDefault()
            setFollowed(args.hrefBuilder?.(page) ?? '')
            reported(args)(page, event)
          }}
        />
        <p style={{ margin: 0 }}>Routed to: <output aria-label="Routed to">{followed}</output></p>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = (name: string) => canvas.getByRole('link', { name })
    await expect(link('Previous page')).toHaveAttribute('rel', 'prev')
    await expect(link('Previous page')).toHaveAttribute('href', '#page-5')
    await expect(link('Next page')).toHaveAttribute('rel', 'next')
    await expect(link('Page 6')).toHaveAttribute('aria-current', 'page')
    await userEvent.click(link('Page 7'))
    await waitFor(() => expect(link('Page 7')).toHaveAttribute('aria-current', 'page'))
    await expect(canvas.getByLabelText('Routed to')).toHaveTextContent('#page-7')
    link('Page 8').focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(link('Page 8')).toHaveAttribute('aria-current', 'page'))
    await expect(canvas.getByLabelText('Routed to')).toHaveTextContent('#page-8')
  },
}

/** Controlled: the app owns `page` and updates it in `onPageChange`; other UI can change it too. */
export const Controlled: Story = {
  args: { pageCount: 15, 'aria-label': 'Pages, controlled' },
  render: function Render(args) {
    const [page, setPage] = useState(3)
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Pager {...args} page={page} onPageChange={(next, event) => { setPage(next); reported(args)(next, event) }} />
        <p style={{ margin: 0 }}>
          App state: <output aria-label="Page state">page = {page}</output> (zero-based)
        </p>
        <Button $variant="secondary" onClick={() => setPage(0)}>Back to the first page</Button>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageButton(canvas, 4)).toHaveAttribute('aria-current', 'page')
    await userEvent.click(pageButton(canvas, 5))
    await waitFor(() => expect(canvas.getByLabelText('Page state')).toHaveTextContent('page = 4'))
    await expect(pageButton(canvas, 5)).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the first page' }))
    await waitFor(() => expect(pageButton(canvas, 1)).toHaveAttribute('aria-current', 'page'))
    await expect(pageButton(canvas, 5)).not.toHaveAttribute('aria-current')
  },
}

/**
 * Without `pageCount` the pager shows the pages seen so far plus the next one, and "Next" stays
 * enabled while `hasNext` is true (e.g. while the last page fetched was full).
 */
export const UnknownTotal: Story = {
  name: 'Unknown total',
  args: { pageCount: undefined, 'aria-label': 'Pages of an unknown total' },
  parameters: showCode(unknownTotalCode),
  render: function Render(args) {
    const [hasNext, setHasNext] = useState(true)
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Pager {...args} hasNext={hasNext} onPageChange={reported(args)} />
        <Checkbox label="More pages available" checked={hasNext} onChange={setHasNext} />
      </div>
    )
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next page' })
    await userEvent.click(next)
    await userEvent.click(next)
    await waitFor(() => expect(pageButton(canvas, 3)).toHaveAttribute('aria-current', 'page'))
    await expect(pageButton(canvas, 4)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'More pages available' }))
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'))
    await expect(canvas.queryByRole('button', { name: 'Page 4' })).toBeNull()
    await step('focus on a page that turns out not to exist moves to the current page', async () => {
      const more = canvas.getByRole('checkbox', { name: 'More pages available' })
      await userEvent.click(more)
      pageButton(canvas, 4).focus()
      // The app learns that page 3 was the last one; fireEvent leaves focus where it is, as new data would.
      fireEvent.click(more)
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Page 4' })).toBeNull())
      await expect(pageButton(canvas, 3)).toHaveFocus()
    })
  },
}

/** A single page: one current page, both controls disabled. */
export const OnePage: Story = {
  name: 'One page',
  args: { pageCount: 1, 'aria-label': 'Pages of a one-page list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageButton(canvas, 1)).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Colours come from the styled-components theme; here `darkTheme`. */
export const DarkTheme: Story = {
  name: 'Dark theme',
  args: { pageCount: 20, defaultPage: 9, showFirstLast: true, 'aria-label': 'Pages, dark theme' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // darkTheme.colors.accent (#4493f8) on the current page.
    await expect(getComputedStyle(pageButton(canvas, 10)).backgroundColor).toBe('rgb(68, 147, 248)')
  },
}
