import { useState } from 'react'
import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PagerBase } from './PagerBase'
import type { PagerBaseProps } from './PagerBase'
import { usePager } from './usePager'
import type { UsePagerOptions } from './types'

const current = () => screen.getByRole('button', { current: 'page' })
const button = (name: string) => screen.getByRole('button', { name })
const link = (name: string) => screen.getByRole('link', { name })

function Controlled(props: PagerBaseProps) {
  const [page, setPage] = useState(props.page ?? 0)
  return <PagerBase {...props} page={page} onPageChange={(p, e) => { setPage(p); props.onPageChange?.(p, e) }} />
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('usePager: state', () => {
  it('uncontrolled: starts at defaultPage and follows clicks', async () => {
    const onPageChange = vi.fn()
    render(<PagerBase pageCount={5} defaultPage={1} onPageChange={onPageChange} />)
    expect(current()).toHaveAccessibleName('Page 2')
    await userEvent.click(button('Page 4'))
    expect(current()).toHaveAccessibleName('Page 4')
    expect(button('Page 2')).not.toHaveAttribute('aria-current')
    expect(onPageChange).toHaveBeenCalledWith(3, expect.anything())
  })

  it('controlled: shows the page prop and only reports clicks', async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(<PagerBase pageCount={5} page={1} onPageChange={onPageChange} />)
    await userEvent.click(button('Page 3'))
    expect(onPageChange).toHaveBeenCalledWith(2, expect.anything())
    expect(current()).toHaveAccessibleName('Page 2')
    rerender(<PagerBase pageCount={5} page={2} onPageChange={onPageChange} />)
    expect(current()).toHaveAccessibleName('Page 3')
  })

  it('does not report a click on the current page', async () => {
    const onPageChange = vi.fn()
    render(<PagerBase pageCount={5} onPageChange={onPageChange} />)
    await userEvent.click(button('Page 1'))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('previous/next are aria-disabled at the ends and ignore clicks', async () => {
    const onPageChange = vi.fn()
    render(<Controlled pageCount={2} onPageChange={onPageChange} />)
    expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button('Previous page'))
    expect(onPageChange).not.toHaveBeenCalled()
    await userEvent.click(button('Next page'))
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Previous page')).not.toHaveAttribute('aria-disabled')
    await userEvent.click(button('Next page'))
    expect(onPageChange).toHaveBeenCalledTimes(1)
  })

  it('setPage clamps to the last page and validates its argument', () => {
    const { result } = renderHook(() => usePager({ pageCount: 5 }))
    act(() => result.current.setPage(99))
    expect(result.current.page).toBe(4)
    expect(() => result.current.setPage(-1)).toThrow(RangeError)
  })

  it('pageCount 0 renders a nav with disabled controls and no pages', () => {
    render(<PagerBase pageCount={0} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', 'true'])
  })

  it('pageCount 1 renders one current page', () => {
    render(<PagerBase pageCount={1} />)
    expect(current()).toHaveAccessibleName('Page 1')
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
  })

  it('unknown total: next enabled iff hasNext', async () => {
    const { rerender } = render(<Controlled hasNext />)
    await userEvent.click(button('Next page'))
    expect(current()).toHaveAccessibleName('Page 2')
    expect(button('Page 3')).toBeInTheDocument()
    rerender(<Controlled hasNext={false} page={1} />)
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull()
  })
})

describe('usePager: clamping and errors', () => {
  it('clamps a page beyond pageCount and warns once, naming the prop', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { rerender } = render(<PagerBase pageCount={5} page={10} />)
    expect(current()).toHaveAccessibleName('Page 5')
    rerender(<PagerBase pageCount={5} page={11} />)
    rerender(<PagerBase pageCount={4} page={11} />)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/pagekit: <Pager> "page" is 10 but "pageCount" is 5/)
  })

  it('names defaultPage for an uncontrolled pager', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<PagerBase pageCount={3} defaultPage={7} />)
    expect(current()).toHaveAccessibleName('Page 3')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('"defaultPage" is 7')
  })

  it('does not warn in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<PagerBase pageCount={3} page={7} />)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each<[string, UsePagerOptions, string]>([
    ['page', { page: -1 }, '-1'],
    ['page', { page: 1.5 }, '1.5'],
    ['defaultPage', { defaultPage: Number.NaN }, 'NaN'],
    ['pageCount', { pageCount: -3 }, '-3'],
    ['siblingCount', { siblingCount: 0.5 }, '0.5'],
    ['boundaryCount', { boundaryCount: -1 }, '-1'],
    ['pageCount', { pageCount: '4' as unknown as number }, '"4"'],
  ])('throws a RangeError naming "%s"', (prop, options, got) => {
    expect(() => renderHook(() => usePager(options))).toThrow(
      new RangeError(`pagekit: <Pager> "${prop}" must be a non-negative integer, got ${got}`),
    )
  })
})

describe('usePager: keyboard and focus', () => {
  it('Tab reaches the items; Enter and Space activate buttons', async () => {
    const user = userEvent.setup()
    render(<PagerBase pageCount={5} />)
    await user.tab()
    expect(button('Previous page')).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(button('Page 2')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(current()).toHaveAccessibleName('Page 2')
    await user.tab()
    await user.keyboard(' ')
    expect(current()).toHaveAccessibleName('Page 3')
  })

  it('moves focus to the current page when the focused next control becomes disabled', async () => {
    const user = userEvent.setup()
    render(<PagerBase pageCount={3} />)
    button('Next page').focus()
    await user.keyboard('{Enter}')
    expect(button('Next page')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(current()).toHaveAccessibleName('Page 3')
    expect(current()).toHaveFocus()
  })

  it('moves focus from first/previous at the start and from last', async () => {
    const user = userEvent.setup()
    render(<PagerBase pageCount={10} defaultPage={5} showFirstLast />)
    await user.click(button('First page'))
    expect(current()).toHaveAccessibleName('Page 1')
    expect(current()).toHaveFocus()
    await user.click(button('Last page'))
    expect(current()).toHaveAccessibleName('Page 10')
    expect(current()).toHaveFocus()
  })

  it('moves focus to the current page when the focused page leaves the pager (an unknown total that turns out to end)', () => {
    const { rerender } = render(<PagerBase page={2} hasNext />)
    button('Page 4').focus()
    // Page 3 came back short: there is no page 4.
    rerender(<PagerBase page={2} hasNext={false} />)
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull()
    expect(current()).toHaveAccessibleName('Page 3')
    expect(current()).toHaveFocus()
  })

  it('moves focus to the current page when the focused page leaves the pager (a page count that shrinks)', () => {
    const { rerender } = render(<PagerBase page={1} pageCount={10} />)
    button('Page 10').focus()
    rerender(<PagerBase page={1} pageCount={4} />)
    expect(current()).toHaveAccessibleName('Page 2')
    expect(current()).toHaveFocus()
  })

  it('leaves focus alone when nothing focused became disabled', async () => {
    const user = userEvent.setup()
    render(<PagerBase pageCount={5} />)
    await user.click(button('Page 3'))
    expect(button('Page 3')).toHaveFocus()
    await user.click(button('Previous page'))
    expect(button('Previous page')).toHaveFocus()
  })
})

describe('usePager: links', () => {
  const hrefBuilder = (page: number) => `#page-${page + 1}`

  it('renders links with hrefs and rel prev/next; a disabled end keeps role link without href', () => {
    render(<PagerBase pageCount={5} defaultPage={2} hrefBuilder={hrefBuilder} />)
    expect(link('Page 4')).toHaveAttribute('href', '#page-4')
    expect(link('Previous page')).toHaveAttribute('rel', 'prev')
    expect(link('Previous page')).toHaveAttribute('href', '#page-2')
    expect(link('Next page')).toHaveAttribute('rel', 'next')
    expect(link('Page 3')).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a disabled link has no href and stays focusable', () => {
    render(<PagerBase pageCount={5} hrefBuilder={hrefBuilder} />)
    const previous = link('Previous page')
    expect(previous).not.toHaveAttribute('href')
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).toHaveAttribute('tabindex', '0')
  })

  it('Space and Enter activate a link', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(<PagerBase pageCount={5} hrefBuilder={hrefBuilder} onPageChange={onPageChange} />)
    link('Page 3').focus()
    await user.keyboard(' ')
    expect(link('Page 3')).toHaveAttribute('aria-current', 'page')
    link('Page 4').focus()
    await user.keyboard('{Enter}')
    expect(link('Page 4')).toHaveAttribute('aria-current', 'page')
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([2, 3])
  })

  it('a plain click on the current page link neither navigates nor reports a change', () => {
    const onPageChange = vi.fn()
    render(<PagerBase pageCount={5} hrefBuilder={hrefBuilder} onPageChange={onPageChange} />)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link('Page 1').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('lets the browser handle modified clicks and lets onPageChange prevent navigation', async () => {
    const user = userEvent.setup()
    const seen: boolean[] = []
    render(
      <PagerBase pageCount={5} hrefBuilder={hrefBuilder}
        onPageChange={(_, event) => { event?.preventDefault(); seen.push(Boolean(event?.defaultPrevented)) }} />,
    )
    await user.keyboard('{Control>}')
    await user.click(link('Page 2'))
    await user.keyboard('{/Control}')
    expect(link('Page 1')).toHaveAttribute('aria-current', 'page')
    await user.click(link('Page 2'))
    expect(link('Page 2')).toHaveAttribute('aria-current', 'page')
    expect(seen).toEqual([true])
  })
})

describe('usePager: labels', () => {
  it('ellipses carry a label for assistive technology', () => {
    render(<PagerBase pageCount={20} defaultPage={10} />)
    expect(screen.getByText('Pages 2 to 9 not shown')).toBeInTheDocument()
    expect(screen.getByText('Pages 13 to 19 not shown')).toBeInTheDocument()
    expect(screen.getAllByText('\u2026')[0]).toHaveAttribute('aria-hidden', 'true')
  })

  it('getItemAriaLabel replaces labels; undefined keeps the default', () => {
    render(
      <PagerBase pageCount={20} defaultPage={10}
        getItemAriaLabel={(type, page, selected) =>
          type === 'page' ? `Seite ${page}${selected ? ' (aktuell)' : ''}` : type === 'end-ellipsis' ? `ab ${page}` : undefined} />,
    )
    expect(current()).toHaveAccessibleName('Seite 11 (aktuell)')
    expect(button('Seite 12')).toBeInTheDocument()
    expect(screen.getByText('ab 13')).toBeInTheDocument()
    expect(button('Next page')).toBeInTheDocument()
  })

  it('labels and aria-label translate the strings', () => {
    render(
      <PagerBase pageCount={3} aria-label="Ergebnisseiten"
        labels={{ next: 'Weiter', nextPage: 'Nächste Seite', page: (p) => `Seite ${p}` }} />,
    )
    expect(screen.getByRole('navigation', { name: 'Ergebnisseiten' })).toBeInTheDocument()
    expect(button('Nächste Seite')).toHaveTextContent('Weiter')
    expect(button('Seite 2')).toHaveTextContent('2')
    expect(screen.getByRole('list')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
  })

  it('a label given as undefined keeps its default', () => {
    // An app passing texts it may not have (a missing translation): each keeps the English one.
    render(<PagerBase pageCount={3} labels={{ next: undefined, nextPage: undefined, page: undefined, ellipsis: undefined, nav: undefined }} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(button('Next page')).toHaveTextContent('Next')
    expect(button('Page 2')).toHaveTextContent('2')
  })

  it('renderItem replaces the default markup', () => {
    render(
      <PagerBase pageCount={3}
        renderItem={(item, pager) => item.type === 'page'
          ? <button {...pager.getItemProps(item)} data-custom="">{`#${item.text}`}</button>
          : null} />,
    )
    expect(button('Page 1')).toHaveTextContent('#1')
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull()
  })
})
