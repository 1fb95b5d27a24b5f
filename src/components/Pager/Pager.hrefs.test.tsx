// Pager links never carry a script URL, whatever hrefBuilder returns and whatever React renders.
import { render, renderHook, screen } from '@testing-library/react'
import { Pager } from './Pager'
import { PagerBase } from './PagerBase'
import { usePager } from './usePager'

const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
]

afterEach(() => vi.restoreAllMocks())

describe.each(UNSAFE)('hrefBuilder returning %j', (unsafe) => {
  const hrefBuilder = (page: number) => (page === 2 ? unsafe : `/users?page=${page}`)

  test('usePager: items[].href and getItemProps().href drop it, with a dev warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result } = renderHook(() => usePager({ pageCount: 5, hrefBuilder }))
    const item = result.current.items.find((i) => i.page === 2 && i.type === 'page')!
    expect((item as { href?: string }).href).toBeUndefined()
    expect(result.current.getItemProps(item as never)).not.toHaveProperty('href')
    // An item the app built itself is checked too.
    expect(result.current.getItemProps({ ...item, href: unsafe } as never)).not.toHaveProperty('href')
    const safe = result.current.items.find((i) => i.page === 1 && i.type === 'page')!
    expect(result.current.getItemProps(safe as never)).toHaveProperty('href', '/users?page=1')
    expect(warn.mock.calls.flat().join('\n')).toMatch(/<Pager>.*unsafe URL/)
  })

  test.each([['PagerBase', PagerBase], ['Pager', Pager]] as const)('%s renders no such href', (_name, Component) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(<Component pageCount={5} hrefBuilder={hrefBuilder} />)
    for (const a of container.querySelectorAll('a')) {
      const href = a.getAttribute('href')
      if (href !== null) expect(href).toMatch(/^\/users\?page=\d$/)
    }
    // The page is still reachable: a link role without an href.
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('href')
  })
})

test('a hrefBuilder that is not a function is a TypeError naming the prop', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => render(<PagerBase pageCount={5} hrefBuilder={'/users' as never} />)).toThrow(
    new TypeError('pagekit: <Pager> "hrefBuilder" must be a function, got "/users"'),
  )
  expect(() => render(<PagerBase pageCount={5} onPageChange={42 as never} />)).toThrow(/<Pager> "onPageChange" must be a function/)
})

test.each([
  ['renderItem', { renderItem: 'link' }, '"renderItem" must be a function, got "link"'],
  ['labels.page', { labels: { page: 'Page' } }, '"labels.page" must be a function, got "Page"'],
  ['labels.ellipsis', { labels: { ellipsis: '…' } }, '"labels.ellipsis" must be a function, got "…"'],
])('a %s that is not a function is a TypeError naming it (not "... is not a function" from the first item)', (_name, props, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => render(<PagerBase pageCount={5} {...(props as object)} />)).toThrow(new TypeError(`pagekit: <Pager> ${message}`))
})
