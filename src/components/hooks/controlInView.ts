// The rule that keeps a control focused from the keyboard in view while content around it
// changes, shared by a list's own controls (useFocusedControlInView) and a standalone Load more
// button (useButtonInView): what a keyboard user acts on is what they look at. A control that a
// change left less visible than it was (cut off, or gone) is brought wholly into view at the
// nearest edge; one the user scrolled partly or wholly away stays, and one focused with a
// pointer (not `:focus-visible`) is left to scroll anchoring.
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

/** How much of a control its area shows, in order: none, some of it, all of it. */
export const Shown = { None: 0, Partly: 1, Wholly: 2 } as const
export type Shown = (typeof Shown)[keyof typeof Shown]

// A control cut by less than a pixel counts as wholly shown: edges fall between pixels, and the
// browser's own scroll to a control may leave a fraction of it outside.
const SUBPIXEL = 1

/** How much of `element` `area` shows. */
export function shownIn(element: HTMLElement, area: Area): Shown {
  const box = element.getBoundingClientRect()
  if (box.bottom <= area.top || box.top >= area.bottom) return Shown.None
  return box.top > area.top - SUBPIXEL && box.bottom < area.bottom + SUBPIXEL ? Shown.Wholly : Shown.Partly
}

/**
 * One look at a focused `control` against the area it shows in (`areaOf()`); returns how much of
 * it shows now, for the next look. `correct`: the look follows a change of the content, not a
 * scroll, so a control that shows less than at the last look (`before`) was moved by that change,
 * and is brought wholly into view. A look after a scroll only records what the user left.
 */
export function keepInView(control: HTMLElement, areaOf: () => Area, before: Shown, correct: boolean): Shown {
  if (correct && shownIn(control, areaOf()) < before) control.scrollIntoView?.({ block: 'nearest' })
  return shownIn(control, areaOf())
}
