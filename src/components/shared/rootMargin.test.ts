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

describe('a unit only Chromium takes', () => {
  afterEach(() => vi.restoreAllMocks())

  test.each(['1cm', '0px 0px 2in 0px', '10mm 1Q', '12pt', '1pc'])('%o is taken, with one dev warning naming the prop and the browsers that reject it', (margin) => {
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
