// The shared rule for a control focused from the keyboard: a change of content that leaves it
// less visible than at the last look brings it wholly into view; a scroll never does.
import { keepInView, Shown, shownIn } from './controlInView'

// The area shows 0–300 px; the control is 40 px tall, at `top`. Its scrollIntoView, as the
// browser's with block 'nearest', moves it to the area's nearest edge.
const area = { top: 0, bottom: 300 }
let top = 0
const control = {
  getBoundingClientRect: () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 40 }),
  scrollIntoView: vi.fn(() => {
    top = top < area.top ? area.top : Math.min(top, area.bottom - 40)
  }),
} as unknown as HTMLElement & { scrollIntoView: ReturnType<typeof vi.fn> }

beforeEach(() => control.scrollIntoView.mockClear())

/** A look at the control moved from `from` to `to` px, after a look that found it at `from`. */
function moved(from: number, to: number, correct: boolean): Shown {
  top = from
  const before = shownIn(control, area)
  top = to
  return keepInView(control, () => area, before, correct)
}

test('how much of a control an area shows, a cut of less than a pixel still counting as whole', () => {
  top = 100
  expect(shownIn(control, area)).toBe(Shown.Wholly)
  top = 260.5
  expect(shownIn(control, area)).toBe(Shown.Wholly)
  top = 280
  expect(shownIn(control, area)).toBe(Shown.Partly)
  top = -20
  expect(shownIn(control, area)).toBe(Shown.Partly)
  top = 300
  expect(shownIn(control, area)).toBe(Shown.None)
  top = -40
  expect(shownIn(control, area)).toBe(Shown.None)
})

test('a change that cuts off a wholly shown control brings it wholly into view, at either edge', () => {
  expect(moved(250, 280, true)).toBe(Shown.Wholly)
  expect(top).toBe(260)
  expect(moved(10, -20, true)).toBe(Shown.Wholly)
  expect(top).toBe(0)
  expect(control.scrollIntoView).toHaveBeenCalledTimes(2)
  expect(control.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
})

test('a change that moves a partly shown control out of view brings it wholly into view', () => {
  expect(moved(280, 400, true)).toBe(Shown.Wholly)
  expect(top).toBe(260)
})

test('a change that leaves a control as visible as it was, or more, leaves it alone', () => {
  expect(moved(280, 290, true)).toBe(Shown.Partly)
  expect(moved(400, 500, true)).toBe(Shown.None)
  expect(moved(400, 280, true)).toBe(Shown.Partly)
  expect(moved(100, 200, true)).toBe(Shown.Wholly)
  expect(control.scrollIntoView).not.toHaveBeenCalled()
})

test('a scroll that cuts a control off or moves it away is the user\'s: recorded, never corrected', () => {
  expect(moved(250, 280, false)).toBe(Shown.Partly)
  expect(moved(280, 400, false)).toBe(Shown.None)
  expect(control.scrollIntoView).not.toHaveBeenCalled()
})
