import { mirrorRootMargin, rootMarginSides } from './rootMargin'

test.each([
  ['200px', ['200px', '200px', '200px', '200px']],
  ['10px 20px', ['10px', '20px', '10px', '20px']],
  ['10px 20px 30px', ['10px', '20px', '30px', '20px']],
  [' 0px 0px 200px 0px ', ['0px', '0px', '200px', '0px']],
])('the sides of %j, as CSS reads the shorthand', (margin, sides) => {
  expect(rootMarginSides(margin)).toEqual(sides)
})

test('the mirrored margin swaps top and bottom', () => {
  expect(mirrorRootMargin('0px 0px 200px 0px')).toBe('200px 0px 0px 0px')
  expect(mirrorRootMargin('10px 20px 30px')).toBe('30px 20px 10px 20px')
})
