import { createRef } from 'react'
import { observerRoot, warnIfOutsideRoot } from './observerOptions'

afterEach(() => vi.restoreAllMocks())

test('an element is the root; null, undefined and a Document are the viewport', () => {
  const box = document.createElement('div')
  expect(observerRoot('<X>', box)).toBe(box)
  expect(observerRoot('<X>', null)).toBe(null)
  expect(observerRoot('<X>', undefined)).toBe(null)
  expect(observerRoot('<X>', document)).toBe(null)
})

test.each([
  ['a ref object', createRef(), 'got a ref object; pass the element: ref.current, or an element a callback ref keeps in state'],
  ['a selector', '#scroller', 'got "#scroller"; pass the element itself, not a selector'],
  ['the window', window, 'got the window; leave "root" out (or null) for the viewport'],
  ['a text node', document.createTextNode('x'), 'got a #text node'],
  ['a number', 0, 'got 0'],
  ['a plain object', {}, 'got an object'],
])('%s throws a TypeError naming "root" and what it got', (_what, value, got) => {
  expect(() => observerRoot('<X>', value)).toThrow(new TypeError(`pagekit: <X> "root" must be an Element, a Document or null; ${got}`))
})

test('a root that does not hold the watched element warns once; one that holds it, or the viewport, does not', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const box = document.createElement('div')
  const inside = box.appendChild(document.createElement('p'))
  warnIfOutsideRoot('<Y>', box, inside)
  warnIfOutsideRoot('<Y>', null, inside)
  expect(warn).not.toHaveBeenCalled()
  warnIfOutsideRoot('<Y>', box, document.body)
  warnIfOutsideRoot('<Y>', box, document.body)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0][0]).toMatch(/^pagekit: <Y> "root" does not contain the element it watches/)
})
