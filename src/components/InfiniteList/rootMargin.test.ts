import { mirrorRootMargin } from './rootMargin'

test('the mirrored margin swaps top and bottom', () => {
  expect(mirrorRootMargin('0px 0px 200px 0px')).toBe('200px 0px 0px 0px')
  expect(mirrorRootMargin('10px 20px 30px')).toBe('30px 20px 10px 20px')
})

test('the mirrored margin reads the shorthand as the browser does: comments, and lengths with nothing between them', () => {
  expect(mirrorRootMargin('10px /* top */ 20px 30px')).toBe('30px 20px 10px 20px')
  expect(mirrorRootMargin('10%20px 30px')).toBe('30px 20px 10% 20px')
})

test('the mirrored margin gives each side with its escapes decoded, so that no escape takes the space after it', () => {
  // As written, the top side would be 20p\78 and its hex escape would take the space before "1px".
  expect(mirrorRootMargin('0px 1px 20p\\78')).toBe('20px 1px 0px 1px')
  expect(mirrorRootMargin('10\\70 x 0px 20px')).toBe('20px 0px 10px 0px')
})
