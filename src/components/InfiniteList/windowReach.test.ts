import { isShorterThanReach } from './windowReach'

/** A feed of `count` items spanning `height` px, in a scroller `viewport` px high (jsdom has no layout). */
function layout(count: number, height: number, viewport: number) {
  const feed = document.createElement('div')
  for (let index = 0; index < count; index++) {
    const item = feed.appendChild(document.createElement('article'))
    item.dataset.index = String(index)
    item.getBoundingClientRect = () => ({ top: (index * height) / count, bottom: ((index + 1) * height) / count }) as DOMRect
  }
  const scroller = document.createElement('div')
  Object.defineProperty(scroller, 'clientHeight', { value: viewport })
  return { feed, scroller }
}

test.each([
  // The reach is the viewport (300 px) plus the top and bottom margins.
  ['0px 0px 100px 0px', 390, true],
  ['0px 0px 100px 0px', 410, false],
  ['10% 0px', 355, true],
  ['10% 0px', 365, false],
  // Units only Chromium takes, in px as CSS defines them: 1in is 96 px, 1pt 4/3 px.
  ['0px 0px 1in 0px', 390, true],
  ['0px 0px 1in 0px', 400, false],
  ['0px 0px 72pt', 390, true],
  // CSS escapes in a unit: 100\70x is 100px.
  ['0px 0px 100\\70x 0px', 390, true],
  ['0px 0px 100\\70x 0px', 410, false],
])('with rootMargin %j, items %i px high are shorter than the reach: %s', (margin, height, shorter) => {
  const { feed, scroller } = layout(10, height, 300)
  expect(isShorterThanReach(feed, 10, scroller, margin)).toBe(shorter)
})
