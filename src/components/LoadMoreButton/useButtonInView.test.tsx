// A standalone Load more button focused from the keyboard is brought wholly into view when a
// commit leaves less of it in the window's view (cut off, or gone), its own or (seen by its
// IntersectionObserver) the app's list's; a scroll of the user's, a pointer focus and a button
// inside an <InfiniteList> (the list's own hook keeps it in view) are left alone.
import { fireEvent, render, screen } from '@testing-library/react'
import type { FocusEvent } from 'react'
import { intersectionMockInstance, mockIsIntersecting } from 'react-intersection-observer/test-utils'
import { InfiniteListContext } from '../InfiniteList/context'
import type { InfiniteListContextValue } from '../InfiniteList/types'
import { LoadMoreButtonBase } from './LoadMoreButtonBase'

// jsdom lays nothing out: the button's box is where the test puts it (the window is 768 px high).
let buttonTop = 700
let focusVisible = true
const scrollIntoView = vi.fn()

beforeEach(() => {
  buttonTop = 700
  focusVisible = true
  scrollIntoView.mockReset()
  vi.spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 0, y: buttonTop, width: 100, height: 40 }))
  HTMLButtonElement.prototype.scrollIntoView = scrollIntoView
  const matches = Element.prototype.matches
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? focusVisible : matches.call(this, selector)
  })
})
afterEach(() => vi.restoreAllMocks())

/** A standalone button on a useFetchInfinite response of `size` pages. */
const button = (size: number, onFocus?: (event: FocusEvent<HTMLButtonElement>) => void) =>
  <LoadMoreButtonBase size={size} setSize={() => {}} data={Array.from({ length: size }, () => [])} onFocus={onFocus} />

test('focused from the keyboard, a button that a commit moves out of view is scrolled back to the nearest edge', () => {
  const onFocus = vi.fn()
  const { rerender } = render(button(1, onFocus))
  screen.getByRole('button').focus()
  expect(onFocus).toHaveBeenCalledTimes(1)
  buttonTop = 1100
  rerender(button(2, onFocus))
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
})

// The window is 768 px high and the button 40 px: at 748 px, 20 px of it are below the window.
test('focused from the keyboard, a button that a commit pushes partly out of view is brought wholly into view', () => {
  const { rerender } = render(button(1))
  screen.getByRole('button').focus()
  buttonTop = 748
  rerender(button(2))
  expect(scrollIntoView).toHaveBeenCalledTimes(1)
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
})

test('a button cut off when focused is brought into view when a commit moves it out, and left while part of it still shows', () => {
  buttonTop = 748
  const { rerender } = render(button(1))
  screen.getByRole('button').focus()
  buttonTop = 758
  rerender(button(2))
  expect(scrollIntoView).not.toHaveBeenCalled()
  buttonTop = 1100
  rerender(button(3))
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
})

test('a button the user scrolled partly out of view stays cut off where they left it', () => {
  const { rerender } = render(button(1))
  screen.getByRole('button').focus()
  buttonTop = 748
  fireEvent.scroll(document)
  buttonTop = 750
  rerender(button(2))
  expect(scrollIntoView).not.toHaveBeenCalled()
})

test('a button the user scrolled out of view stays where they left it', () => {
  const { rerender } = render(button(1))
  screen.getByRole('button').focus()
  buttonTop = -300
  fireEvent.scroll(document)
  buttonTop = 1100
  rerender(button(2))
  expect(scrollIntoView).not.toHaveBeenCalled()
})

test('a button focused with a pointer (not :focus-visible), or no longer focused, is left alone', () => {
  focusVisible = false
  const { rerender } = render(button(1))
  const element = screen.getByRole('button')
  element.focus()
  buttonTop = 1100
  rerender(button(2))
  focusVisible = true
  buttonTop = 700
  element.blur()
  element.focus()
  element.blur()
  buttonTop = 1100
  rerender(button(3))
  expect(scrollIntoView).not.toHaveBeenCalled()
})

test('inside an <InfiniteList> the button leaves it to the list', () => {
  const list = { status: 'idle', loadMore: () => {}, retry: () => {}, feedId: 'feed' } as unknown as InfiniteListContextValue
  const inList = (size: number) => <InfiniteListContext.Provider value={list}>{button(size)}</InfiniteListContext.Provider>
  const { rerender } = render(inList(1))
  screen.getByRole('button').focus()
  buttonTop = 1100
  rerender(inList(2))
  expect(scrollIntoView).not.toHaveBeenCalled()
})

/** The app's list, rendered apart from the button (another root): its commits never render the button. */
const list = (count: number) => <ul aria-label="Articles">{Array.from({ length: count }, (_, i) => <li key={i}>{i}</li>)}</ul>

test('a list that lands in a commit without the button: its IntersectionObserver sees it leave the view, and it is scrolled back', () => {
  render(button(1))
  const { rerender } = render(list(10))
  const element = screen.getByRole('button')
  element.focus()
  buttonTop = 1100
  rerender(list(20))
  // The list's commit did not render the button: nothing looked yet.
  expect(scrollIntoView).not.toHaveBeenCalled()
  mockIsIntersecting(element, false)
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
})

test('a list that lands in a commit without the button and cuts it off: its IntersectionObserver sees it stop showing whole, and it is brought into view', () => {
  render(button(1))
  const { rerender } = render(list(10))
  const element = screen.getByRole('button')
  element.focus()
  buttonTop = 748
  rerender(list(20))
  expect(scrollIntoView).not.toHaveBeenCalled()
  mockIsIntersecting(element, 0.5)
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  // The browser calls the observer when the button stops showing whole, not only when it leaves.
  expect(intersectionMockInstance(element).thresholds).toContain(1)
})

test('the observer leaves a button the user scrolled away from, and stops with the focus', () => {
  render(button(1))
  const element = screen.getByRole('button')
  element.focus()
  buttonTop = -300
  fireEvent.scroll(document)
  mockIsIntersecting(element, false)
  expect(scrollIntoView).not.toHaveBeenCalled()
  element.blur()
  expect(() => mockIsIntersecting(element, false)).toThrow()
})
