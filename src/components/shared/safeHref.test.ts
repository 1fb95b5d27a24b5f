import { isUnsafeUrl, safeHref, urlScheme } from './safeHref'

describe('isUnsafeUrl', () => {
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'jav&NewLine;ascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('unsafe: %j', (url) => {
    expect(isUnsafeUrl(url)).toBe(true)
  })

  test.each([
    '/users?page=2',
    '?page=2',
    '#page-2',
    'https://example.com/users?page=2',
    'http://example.com/javascript:foo',
    'mailto:someone@example.com',
    'page/javascript:1',
    '',
  ])('safe: %j', (url) => {
    expect(isUnsafeUrl(url)).toBe(false)
  })

  test('urlScheme reads the scheme as a browser would', () => {
    expect(urlScheme(' Ja\tVa\nScRiPt:x')).toBe('javascript')
    expect(urlScheme('/relative')).toBe('')
  })
})

test('safeHref: an unsafe URL becomes undefined with one dev warning naming the owner; a safe one passes', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(safeHref('javascript:alert(1)', '<Test> "href"')).toBeUndefined()
  expect(safeHref('javascript:alert(1)', '<Test> "href"')).toBeUndefined()
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0][0]).toMatch(/pagekit: <Test> "href" gave an unsafe URL \(javascript:\)/)
  expect(safeHref('/users?page=2', '<Test> "href"')).toBe('/users?page=2')
  expect(safeHref(undefined, '<Test> "href"')).toBeUndefined()
  warn.mockRestore()
})
