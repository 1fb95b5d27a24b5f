import { mirrorRootMargin } from './rootMargin'

test('the mirrored margin swaps top and bottom', () => {
  expect(mirrorRootMargin('0px 0px 200px 0px')).toBe('200px 0px 0px 0px')
  expect(mirrorRootMargin('10px 20px 30px')).toBe('30px 20px 10px 20px')
})

test('the mirrored margin reads the shorthand as the browser does: comments, and lengths with nothing between them', () => {
  expect(mirrorRootMargin('10px /* top */ 20px 30px')).toBe('30px 20px 10px 20px')
  expect(mirrorRootMargin('10%20px 30px')).toBe('30px 20px 10% 20px')
})
