import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Pager, type PagerLabels } from '../../../src'
import { showCodeFromArgs } from '../../support'
import { frameBody, InFrame } from '../../support/InFrame'
import { pagerArgTypes } from './argTypes'
import { pagerCode } from './code'
import { reported } from './reported'

/**
 * What the pager says and which items it shows. `labels` replaces any of its texts (visible and
 * accessible, i18n); `getItemAriaLabel(type, page, selected)` names single items (return
 * `undefined` to keep the default); `aria-label` names the landmark. `siblingCount` pages show on
 * each side of the current one and `boundaryCount` at each end; `showPrevNext={false}` leaves
 * out Previous and Next.
 */
const meta = {
  title: 'Components/Pager/Labels and layout',
  component: Pager,
  tags: ['autodocs'],
  args: { pageCount: 12, defaultPage: 5, onPageChange: fn() },
  // The German labels hold functions (page, ellipsis), which an object editor, working in JSON,
  // would drop.
  argTypes: { ...pagerArgTypes, labels: { control: false } },
  parameters: { ...showCodeFromArgs((args) => pagerCode(args)) },
  render: (args) => <Pager {...args} onPageChange={reported(args)} />,
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

const german: PagerLabels = {
  nav: 'Seitennavigation',
  first: 'Erste',
  previous: 'Zurück',
  next: 'Weiter',
  last: 'Letzte',
  firstPage: 'Erste Seite',
  // An accessible name contains the visible text (for voice control).
  previousPage: 'Zurück zur vorigen Seite',
  nextPage: 'Weiter zur nächsten Seite',
  lastPage: 'Letzte Seite',
  page: (page) => `Seite ${page}`,
  ellipsis: (from, to) => `Seiten ${from} bis ${to} ausgeblendet`,
}

const germanCode = `labels={{
        nav: 'Seitennavigation',
        first: 'Erste', previous: 'Zurück', next: 'Weiter', last: 'Letzte',
        firstPage: 'Erste Seite', previousPage: 'Zurück zur vorigen Seite', nextPage: 'Weiter zur nächsten Seite', lastPage: 'Letzte Seite',
        page: (page) => \`Seite \${page}\`,
        ellipsis: (from, to) => \`Seiten \${from} bis \${to} ausgeblendet\`,
      }}`

/**
 * Every text in German through `labels`: the landmark, the controls' texts and names, pages and
 * ellipses. A control's name contains its visible text, as speech input needs.
 */
export const Labels: Story = {
  name: 'labels (i18n)',
  args: { showFirstLast: true, labels: german },
  parameters: showCodeFromArgs((args) => pagerCode(args, [germanCode], ['labels'])),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Seite 6' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Erste Seite' })).toHaveTextContent('Erste')
    await expect(canvas.getByText('Seiten 2 bis 4 ausgeblendet')).toBeInTheDocument()
    await expect(canvas.getByText('Seiten 8 bis 11 ausgeblendet')).toBeInTheDocument()
    const next = canvas.getByRole('button', { name: 'Weiter zur nächsten Seite' })
    await expect(next).toHaveTextContent('Weiter')
    await userEvent.click(next)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Seite 7' })).toHaveAttribute('aria-current', 'page'))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6, expect.objectContaining({ type: 'click' }))
  },
}

/**
 * `getItemAriaLabel` names the page items ("Go to page 3", and the current one "Page 6, current
 * page"); it returns `undefined` for the controls, which keep their default names.
 * `aria-label` names the landmark.
 */
export const ItemAriaLabel: Story = {
  name: 'getItemAriaLabel and aria-label',
  args: {
    'aria-label': 'User pages',
    getItemAriaLabel: (type, page, selected) =>
      type === 'page' ? (selected ? `Page ${page}, current page` : `Go to page ${page}`) : undefined,
  },
  parameters: showCodeFromArgs((args) => pagerCode(args, [`getItemAriaLabel={(type, page, selected) =>
        type === 'page' ? (selected ? \`Page \${page}, current page\` : \`Go to page \${page}\`) : undefined}`])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'User pages' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Page 6, current page' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 7' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 7, current page' })).toHaveAttribute('aria-current', 'page'))
    await expect(canvas.getByRole('button', { name: 'Go to page 6' })).toHaveTextContent('6')
    // Controls keep their default names.
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeInTheDocument()
  },
}

/** Visible page numbers, in order. */
const pageNumbers = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent))

/**
 * 30 pages at page 15 with `siblingCount={2}`, `boundaryCount={2}` and `showPrevNext={false}`:
 * pages 1–2, 13–17 and 29–30, an ellipsis for each gap, no Previous or Next.
 */
export const SiblingsAndBoundaries: Story = {
  name: 'siblingCount, boundaryCount, showPrevNext',
  args: { pageCount: 30, defaultPage: 14, siblingCount: 2, boundaryCount: 2, showPrevNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvasElement)).toEqual([1, 2, 13, 14, 15, 16, 17, 29, 30])
    await expect(canvas.getByText('Pages 3 to 12 not shown')).toBeInTheDocument()
    await expect(canvas.getByText('Pages 18 to 28 not shown')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Previous page' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 17' }))
    await waitFor(() => expect(pageNumbers(canvasElement)).toEqual([1, 2, 15, 16, 17, 18, 19, 29, 30]))
  },
}

const PHONE_WIDTHS = [360, 390]
const phoneFrame = (width: number) => `A phone's screen, ${width} px wide`

/** The pager in a frame per phone width, each `height` px high and a screen of its own. */
const inPhoneFrames = (height: number): NonNullable<Story['render']> => function PhoneFrames(args) {
  return (
    // On a screen narrower than a frame (a phone reading these docs) the frames scroll sideways
    // here, keeping their width: shrunk, they would no longer be the screens they stand for.
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, overflowX: 'auto' }}>
      {PHONE_WIDTHS.map((width) => (
        <InFrame key={width} title={phoneFrame(width)} width={width} height={height} styled>
          <Pager {...args} aria-label={`Pagination, ${width} px`} onPageChange={reported(args)} />
        </InFrame>
      ))}
    </div>
  )
}

/** How many lines the pager's items take (by their middles: an ellipsis is shorter than a button). */
const linesOf = (body: HTMLElement) =>
  new Set([...body.querySelectorAll('nav li[data-pager-item]')].map((item) => {
    const box = item.getBoundingClientRect()
    return Math.round(box.top + box.height / 2)
  })).size

/**
 * On a phone's screen (up to 30em wide) First, Previous, Next and Last show their arrow alone,
 * so that Previous, seven page slots and Next fit on one line from 360 px up. Their accessible
 * names ("Next page") stay the same. Here the pager sits in frames 360 and 390 px wide, each a
 * screen of its own to the pager's CSS. With First and Last as well, see the next story.
 */
export const OnAPhone: Story = {
  name: 'On a phone (360 and 390 px)',
  args: { pageCount: 10, defaultPage: 4 },
  render: inPhoneFrames(56),
  play: async ({ canvasElement, step }) => {
    for (const width of PHONE_WIDTHS) {
      await step(`${width} px: nine items on one line; Previous and Next show their arrow alone and keep their names`, async () => {
        await waitFor(() => expect(frameBody(canvasElement, phoneFrame(width)).querySelector('nav li[data-pager-item="next"] > *')).not.toBeNull())
        const body = frameBody(canvasElement, phoneFrame(width))
        const frame = within(body)
        await expect(body.querySelectorAll('nav li[data-pager-item]')).toHaveLength(9)
        await expect(linesOf(body)).toBe(1)
        for (const [name, pseudo, arrow] of [['Previous page', '::before', /^"‹"/], ['Next page', '::after', /^"›"/]] as const) {
          const control = frame.getByRole('button', { name })
          const box = control.getBoundingClientRect()
          await expect([Math.round(box.width), Math.round(box.height)]).toEqual([32, 32])
          // The words are there for no one to see: clipped, under the arrow.
          await expect(control.scrollWidth).toBeGreaterThan(control.clientWidth)
          await expect(body.ownerDocument.defaultView!.getComputedStyle(control, pseudo).content).toMatch(arrow)
        }
      })
    }
    await step('next, in the 360 px frame: page 6 is current, and the items still take one line', async () => {
      const body = frameBody(canvasElement, phoneFrame(360))
      within(body).getByRole('button', { name: 'Next page' }).click()
      await waitFor(() => expect(within(body).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page'))
      await expect(linesOf(body)).toBe(1)
    })
  },
}

/** The item types on each line of the pager, top line first. */
const itemsByLine = (body: HTMLElement) => {
  const lines = new Map<number, string[]>()
  for (const item of body.querySelectorAll<HTMLElement>('nav li[data-pager-item]')) {
    const box = item.getBoundingClientRect()
    const middle = Math.round(box.top + box.height / 2)
    lines.set(middle, [...(lines.get(middle) ?? []), item.dataset.pagerItem!])
  }
  return [...lines].sort(([a], [b]) => a - b).map(([, types]) => types.map((type) => (type.endsWith('ellipsis') ? 'page' : type)))
}

/**
 * With First and Last as well, eleven items (352 px and their gaps) take two lines on a phone:
 * Next and Last go to the second at 360 px, Last alone at 390 px. Page numbers up to two digits
 * take the same 32 px square as an ellipsis, so the line breaks at the same item on every page
 * and Next does not move from under the thumb: here Next is pressed from page 1 to page 20.
 */
export const OnAPhoneWithFirstAndLast: Story = {
  name: 'On a phone, with First and Last',
  args: { pageCount: 20, defaultPage: 0, showFirstLast: true },
  render: inPhoneFrames(96),
  play: async ({ canvasElement, step }) => {
    const pageSlots = Array<string>(7).fill('page')
    const expected: Record<number, string[][]> = {
      360: [['first', 'previous', ...pageSlots], ['next', 'last']],
      390: [['first', 'previous', ...pageSlots, 'next'], ['last']],
    }
    for (const width of PHONE_WIDTHS) {
      await step(`${width} px: the same items on each line, and Next in the same place, from page 1 to page 20`, async () => {
        await waitFor(() => expect(frameBody(canvasElement, phoneFrame(width)).querySelector('nav li[data-pager-item="next"] > *')).not.toBeNull())
        const body = frameBody(canvasElement, phoneFrame(width))
        const frame = within(body)
        const next = () => frame.getByRole('button', { name: 'Next page' })
        const { left, top } = next().getBoundingClientRect()
        for (let page = 1; page <= 20; page++) {
          await waitFor(() => expect(frame.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page'))
          await expect(itemsByLine(body)).toEqual(expected[width])
          const box = next().getBoundingClientRect()
          await expect([box.left, box.top]).toEqual([left, top])
          if (page < 20) next().click()
        }
      })
    }
  },
}

/** The pages Next is pressed through, then the last and the first: where numbers go from two digits to three, and both ends. */
const THREE_DIGIT_TOUR = [...Array.from({ length: 11 }, (_, i) => 95 + i), 250, 1]

/** Pages through the tour in each phone frame; each page's lines and Next's place must be page 95's. */
const keepsItsLines: NonNullable<Story['play']> = async ({ canvasElement, step }) => {
  for (const width of PHONE_WIDTHS) {
    await step(`${width} px: the same items on each line, and Next in the same place, from page 95 to 105, on 250 and on 1`, async () => {
      await waitFor(() => expect(frameBody(canvasElement, phoneFrame(width)).querySelector('nav li[data-pager-item="next"] > *')).not.toBeNull())
      const frame = within(frameBody(canvasElement, phoneFrame(width)))
      const button = (name: string) => frame.getByRole('button', { name })
      // Last and First when shown, the boundary page numbers otherwise.
      const jumpTo = (page: number) => frame.queryByRole('button', { name: page === 1 ? 'First page' : 'Last page' }) ?? button(`Page ${page}`)
      // Compared at the end, so that a failure lists every page that differs.
      const seen: { page: number, lines: string[][], next: number[] }[] = []
      for (const [index, page] of THREE_DIGIT_TOUR.entries()) {
        await waitFor(() => expect(button(`Page ${page}`)).toHaveAttribute('aria-current', 'page'))
        const { left, top } = button('Next page').getBoundingClientRect()
        seen.push({ page, lines: itemsByLine(frameBody(canvasElement, phoneFrame(width))), next: [left, top] })
        const following = THREE_DIGIT_TOUR[index + 1]
        if (following !== undefined) (following === page + 1 ? button('Next page') : jumpTo(following)).click()
      }
      const [first] = seen
      await expect(seen).toEqual(seen.map(({ page }) => ({ page, lines: first!.lines, next: first!.next })))
    })
  }
}

/**
 * With 250 pages, every page item is as wide as the widest number the pager can show ("250"),
 * and on a phone an ellipsis is as wide as well. Eleven items no longer fit on one line at 390 px:
 * the pager takes two lines at both widths, broken at the same item on every page, and Next does
 * not move. Here Next is pressed from page 95 to page 105 (where the numbers get a third digit),
 * then Last and First, and each page's lines are checked against page 95's.
 */
export const OnAPhoneWithThreeDigits: Story = {
  name: 'On a phone, with three-digit page numbers',
  args: { pageCount: 250, defaultPage: 94, showFirstLast: true },
  render: inPhoneFrames(96),
  play: keepsItsLines,
}

/**
 * Without First and Last, nine items of three digits' width do not fit on one line of a phone
 * either; the break is again the same on every page. The jumps to 250 and 1 go through the page
 * numbers at the ends.
 */
export const OnAPhoneWithThreeDigitsNoFirstLast: Story = {
  name: 'On a phone, with three-digit page numbers, without First and Last',
  args: { pageCount: 250, defaultPage: 94 },
  render: inPhoneFrames(96),
  play: keepsItsLines,
}
