// Bad props of the page preloader: errors and warnings that name the prop.
import { render, screen } from '@testing-library/react'
import { intersectionMockInstance, resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { getKey, Isolated, Probe, restoreBrowser } from '../../test/page-preloader'

afterEach(() => {
  restoreBrowser()
  vi.restoreAllMocks()
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

  test('the document is the viewport, as null is', () => {
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} strategy="viewport" root={document as never} /></Isolated>)
    expect(intersectionMockInstance(screen.getByRole('button', { name: 'target' })).root).toBe(null)
  })

  test('a root that does not contain the target: a dev warning, since the target is never in view there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} strategy="viewport" root={document.createElement('div')} /></Isolated>)
    expect(warn.mock.calls.flat().join('\n')).toMatch(/pagekit: usePagePreloader "root" does not contain the element it watches/)
  })
})
