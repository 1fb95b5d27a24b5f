import { assertRootMargin, parseRootMargin } from './rootMargin'

const error = (margin: unknown) => `pagekit: <X> "rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got ${JSON.stringify(margin)}`

test.each([
  ['200px', ['200px', '200px', '200px', '200px']],
  ['10px 20px', ['10px', '20px', '10px', '20px']],
  ['10px 20px 30px', ['10px', '20px', '30px', '20px']],
  [' 0px 0px 200px 0px ', ['0px', '0px', '200px', '0px']],
  ['', ['0px', '0px', '0px', '0px']],
  ['\t10px\n20px\r30px\f40px', ['10px', '20px', '30px', '40px']],
  ['10px/* top */20px', ['10px', '20px', '10px', '20px']],
  ['10px /* no end', ['10px', '10px', '10px', '10px']],
  ['10%20px', ['10%', '20px', '10%', '20px']],
  ['10px+5px', ['10px', '+5px', '10px', '+5px']],
  ['10px.5px', ['10px', '.5px', '10px', '.5px']],
])('the sides of %j, as CSS reads the shorthand', (margin, sides) => {
  expect(parseRootMargin(margin)).toEqual(sides)
  expect(assertRootMargin('<X>', margin)).toEqual(sides)
})

// Each verdict below is the one of the IntersectionObserver of Chromium 156, checked in it.
describe('rootMargin: what IntersectionObserver takes, else an error naming the prop', () => {
  test.each(['200px', '0px 0px 200px 0px', '10%', '-5px 5%', '-5%', '1.5px', '.5px', '+5px', '-0px', '1e2px', '1E+2PX', '10PX', '10Px', '1cm 1in', '  10px  20px  ', '', '   '])('%o is taken', (margin) => {
    expect(() => assertRootMargin('<X>', margin)).not.toThrow()
  })
  test.each([
    '0', '10', '1e2', '2em', '10vh', 'lots', 'inherit', 'px', '%', '5.px', '10 px', '10px,20px', '10px;', '10%%', 'calc(10px)', '1px 2px 3px 4px 5px',
    // One unit to CSS, not two lengths: "px5px", "px-5px".
    '10px5px', '10px-5px', '1e2e3px', '+-5px', '10/**/px',
    // Not CSS whitespace: part of the unit.
    '10px\u00a020px', '10px\v20px', '10px\u3000', '1px\u200b',
  ])('%o is a SyntaxError', (margin) => {
    expect(() => assertRootMargin('<X>', margin)).toThrow(SyntaxError)
    expect(() => assertRootMargin('<X>', margin)).toThrow(error(margin))
  })
  test.each([200, null, ['200px']])('%o is a TypeError', (margin) => {
    expect(() => assertRootMargin('<X>', margin)).toThrow(TypeError)
  })
})

// CSS text in the titles: "10\\70x" in JS is 10\70x in CSS, 10px. The verdicts are Chromium 156's.
describe('CSS escapes in a unit, read as browsers read them', () => {
  test.each([
    ['10\\70x', '10px'],
    ['10p\\x', '10px'],
    ['10\\P\\X', '10PX'],
    ['10\\50X', '10PX'],
    ['10p\\78', '10px'],
    ['10\\000070x', '10px'],
    ['-1e2\\70x', '-1e2px'],
  ])('%s is %s: a hex escape stands for its code point, any other escaped character for itself', (margin, side) => {
    expect(parseRootMargin(margin)).toEqual([side, side, side, side])
  })

  test.each([' ', '\t', '\n', '\r\n', '\f'])('one whitespace (%j) after a hex escape ends it and is part of it', (space) => {
    expect(parseRootMargin(`10\\70${space}x`)).toEqual(['10px', '10px', '10px', '10px'])
    expect(parseRootMargin(`10\\70${space}x 20\\70${space}x`)).toEqual(['10px', '20px', '10px', '20px'])
  })

  test('a length with escapes is one side among the others', () => {
    expect(parseRootMargin('10\\70x 20\\70x')).toEqual(['10px', '20px', '10px', '20px'])
    expect(parseRootMargin('10\\70 x/**/5%')).toEqual(['10px', '5%', '10px', '5%'])
  })

  test.each([
    // The escape takes one whitespace; the next ends the length, and "x" is no length.
    '10\\70  x',
    // The whitespace the escape takes does not end the unit: "p20px".
    '10\\70 20px',
    // Six hex digits at most: the unit is U+0007 and then "0x".
    '10\\0000070x',
    // Zero, a surrogate and a code point past Unicode stand for the replacement character.
    '10\\0px', '10\\D800px', '10\\110000px',
    // An escaped "%" is a unit named "%", not a percentage.
    '10\\25', '10\\%', '10\\25 20px',
    // A backslash before a newline, or at the end, is no escape.
    '10\\\nx', '10\\\r\nx', '10px\\', '10p\\78\\',
    // An escaped digit is a name, not a number.
    '\\31 0px', '10\\31 px', '1e\\32px',
  ])('%j is a SyntaxError', (margin) => {
    expect(parseRootMargin(margin)).toBeNull()
    expect(() => assertRootMargin('<X>', margin)).toThrow(SyntaxError)
  })
})

describe('a unit only Chromium takes', () => {
  afterEach(() => vi.restoreAllMocks())

  test.each(['1cm', '0px 0px 2in 0px', '10mm 1Q', '12pt', '1pc', '1\\63m'])('%o is taken, with one dev warning naming the prop and the browsers that reject it', (margin) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const owner = `<Y ${margin}>`
    expect(() => assertRootMargin(owner, margin)).not.toThrow()
    assertRootMargin(owner, margin)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(`pagekit: ${owner} "rootMargin" ${JSON.stringify(margin)} has a length in a unit only Chromium takes (cm, mm, q, in, pt, pc); Firefox and Safari throw a SyntaxError for it. Give it in px or % (1in is 96px, 1cm about 38px).`)
  })

  test('px and % do not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    assertRootMargin('<Z>', '0px 5% 200px -1e2PX')
    expect(warn).not.toHaveBeenCalled()
  })
})
