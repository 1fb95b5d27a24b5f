import { mergeProps } from './mergeProps'

test('ours win, except that handlers both define run theirs first, then ours', () => {
  const calls: string[] = []
  const theirs = { id: 'theirs', className: 'x', onClick: () => calls.push('theirs'), onKeyDown: () => calls.push('their key') }
  const ours = { id: 'ours', role: 'feed', onClick: () => calls.push('ours') }
  const merged = mergeProps(theirs, ours)
  expect(merged).toMatchObject({ id: 'ours', className: 'x', role: 'feed' })
  merged.onClick()
  merged.onKeyDown()
  expect(calls).toEqual(['theirs', 'ours', 'their key'])
})

test('no props of theirs: ours as they are (the same handler, not a wrapper)', () => {
  const onFocus = () => {}
  expect(mergeProps(undefined, { onFocus, tabIndex: 0 })).toEqual({ onFocus, tabIndex: 0 })
})

test('an own value of undefined removes theirs, as a spread does', () => {
  expect(mergeProps({ 'aria-label': 'Users' }, { 'aria-label': undefined })).toEqual({ 'aria-label': undefined })
})

test('a handler of theirs given as undefined: ours alone (an app\'s `onClick: undefined`)', () => {
  const onClick = vi.fn()
  const theirs: { onClick?: (() => void) | undefined; onFocus?: (() => void) | undefined } = { onClick: undefined, onFocus: undefined }
  const merged = mergeProps(theirs, { onClick })
  expect(merged.onClick).toBe(onClick)
  expect(merged.onFocus).toBeUndefined()
})

test('the merged type is the spread\'s: an app\'s key given as undefined takes our handler\'s type, not never', () => {
  const onClick = (_event: { button: number }) => {}
  const merged = mergeProps({ onClick: undefined, className: 'x' }, { onClick, role: 'button' as const })
  expectTypeOf(merged).branded.toEqualTypeOf<{ className: string; onClick: (event: { button: number }) => void; role: 'button' }>()
  // Ours may be undefined too: then the key is undefined whatever theirs was, as a spread gives.
  const maybe = mergeProps({ onClick, id: 'a' }, { onClick: undefined as typeof onClick | undefined, id: undefined })
  expectTypeOf(maybe.onClick).toEqualTypeOf<((event: { button: number }) => void) | undefined>()
  expectTypeOf(maybe.id).toEqualTypeOf<undefined>()
  expect(merged.onClick).toBe(onClick)
  expect(maybe).toEqual({ onClick: undefined, id: undefined })
})
