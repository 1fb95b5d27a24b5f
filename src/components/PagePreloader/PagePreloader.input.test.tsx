// Bad props of the page preloader: errors and warnings that name the prop.
import { render, screen } from '@testing-library/react'
import { PagePreloader } from './PagePreloader'
import { intersectionMockInstance, resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { getKey, Isolated, Probe, restoreBrowser } from '../../test/page-preloader'

afterEach(() => {
  restoreBrowser()
  vi.restoreAllMocks()
})

describe('options checked at the first render, each error naming the option', () => {
  // Unchecked, each of these would preload nothing without a word (a misspelt strategy, an
  // infinite list that is not one), preload in cache mode (a misspelt mode), take a delay the
  // timers read as 0 or as never, or fail later with an error that names nothing
  // ("options.keys.forEach is not a function", "Cannot use 'in' operator to search for 'current'").
  test.each([
    ['strategy', 'soon', 'TypeError', '"strategy" must be one of "eager", "idle", "hover", "viewport", got "soon"'],
    ['strategy', 'Eager', 'TypeError', '"strategy" must be one of "eager", "idle", "hover", "viewport", got "Eager"'],
    ['mode', 'fetch', 'TypeError', '"mode" must be one of "render", "cache", got "fetch"'],
    ['idleTimeout', -1, 'RangeError', '"idleTimeout" must be a number of 0 or more, got -1'],
    ['idleTimeout', NaN, 'RangeError', '"idleTimeout" must be a number of 0 or more, got NaN'],
    ['idleTimeout', '100', 'RangeError', '"idleTimeout" must be a number of 0 or more, got "100"'],
    ['hoverDelay', -1, 'RangeError', '"hoverDelay" must be a number of 0 or more, got -1'],
    ['hoverDelay', Infinity, 'RangeError', '"hoverDelay" must be a number of 0 or more, got Infinity'],
    ['rootMargin', 'lots', 'SyntaxError', '"rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got "lots"'],
    ['target', '#next', 'TypeError', '"target" must be an element or a ref object, got "#next"'],
    ['target', {}, 'TypeError', '"target" must be an element or a ref object, got an object'],
    ['keys', '/users?page=1', 'TypeError', '"keys" must be an array of keys, got "/users?page=1"'],
    ['infinite', 'list', 'TypeError', '"infinite" must be a useFetchInfinite response (or { data, size }), got "list"'],
    ['infinite', {}, 'RangeError', '"infinite.size" must be a non-negative integer, got undefined'],
    ['infinite', { size: -1, data: [] }, 'RangeError', '"infinite.size" must be a non-negative integer, got -1'],
    ['onPreload', 'log', 'TypeError', '"onPreload" must be a function, got "log"'],
  ])('%s = %o: a %s', (option, value, errorName, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let thrown: unknown
    try {
      render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} {...{ [option]: value }} /></Isolated>)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Error)
    expect((thrown as Error).name).toBe(errorName)
    expect((thrown as Error).message).toBe(`pagekit: usePagePreloader ${message}`)
  })

  test.each(['children', 'render'])('<PagePreloader> %s that is not a function (a page element): a TypeError naming it', (prop) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Isolated><PagePreloader page={0} pageCount={5} {...{ [prop]: <p>page</p> }} /></Isolated>))
      .toThrow(new TypeError(`pagekit: <PagePreloader> "${prop}" must be a function, got an object`))
  })

  test('delays of 0 and a ref object as the target are taken', () => {
    expect(() => render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} idleTimeout={0} hoverDelay={0} target={{ current: null }} /></Isolated>)).not.toThrow()
  })
})

describe('root', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn))
  afterEach(() => resetIntersectionMocking())

  test.each([
    ['a ref object', { current: null }, 'got a ref object; pass the element: ref.current, or an element a callback ref keeps in state'],
    ['a selector', '.scroll-box', 'got ".scroll-box"; pass the element itself, not a selector'],
  ])('%s: a TypeError naming "root", not the IntersectionObserver\'s error', (_what, root, got) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} strategy="viewport" root={root as never} /></Isolated>))
      .toThrow(new TypeError(`pagekit: usePagePreloader "root" must be an Element, a Document or null; ${got}`))
  })

  test('the document is the viewport, as null is: the target is observed in its own document', () => {
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} strategy="viewport" root={document as never} /></Isolated>)
    expect(intersectionMockInstance(screen.getByRole('button', { name: 'target' })).root).toBe(document)
  })

  test('a root that does not contain the target: a dev warning, since the target is never in view there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} strategy="viewport" root={document.createElement('div')} /></Isolated>)
    expect(warn.mock.calls.flat().join('\n')).toMatch(/pagekit: usePagePreloader "root" does not contain the element it watches/)
  })
})
