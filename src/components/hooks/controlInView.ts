// The rule that keeps a control focused from the keyboard in view while content around it
// changes, shared by a list's own controls (useFocusedControlInView) and a standalone Load more
// button (useButtonInView): what a keyboard user acts on is what they look at. A control that a
// change moved out of view is scrolled back to the nearest edge; one the user scrolled away from
// stays, and one focused with a pointer (not `:focus-visible`) is left to scroll anchoring.
import type { Area } from './viewport'

/** Whether `element` shows focus as from the keyboard. */
export function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    // A browser that does not know the selector: a focused control is kept in view.
    return true
  }
}

const overlaps = (element: HTMLElement, area: Area): boolean => {
  const box = element.getBoundingClientRect()
  return box.bottom > area.top && box.top < area.bottom
}

/**
 * One look at a focused `control` against the area it shows in (`areaOf()`); returns whether it
 * is in view now, for the next look. `correct`: the look follows a change of the content, not a
 * scroll, so a control that was in view at the last look (`wasInView`) and is not now was moved
 * by that change, and is scrolled back.
 */
export function keepInView(control: HTMLElement, areaOf: () => Area, wasInView: boolean, correct: boolean): boolean {
  if (correct && wasInView && !overlaps(control, areaOf())) control.scrollIntoView?.({ block: 'nearest' })
  return overlaps(control, areaOf())
}
