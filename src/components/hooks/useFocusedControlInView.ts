// A list's control focused from the keyboard (Load more, Load previous, Retry) stays in view while
// the list changes around it: for a keyboard user it is what they are looking at. Pressing Load
// more, the page it loads lands above the button and pushes it out of the scroll area while the
// list keeps the articles on screen in place; with a page window those articles may then be
// dropped (blank rows with `virtualize`), and the screen showed nothing to act on. A control that
// the list's own change left less visible (cut off, or gone) is brought wholly into view at the
// nearest edge; one the user scrolled partly or wholly away stays. A control clicked with a
// pointer (not `:focus-visible`) is left to the list's scroll anchoring: the articles a mouse
// user reads stay where they are.
import { useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { useScrollerSubscription } from './useScrollerSubscription'
import { focusVisible, keepInView, Shown } from './controlInView'
import { areaOf, scrollerOf } from './viewport'

export interface FocusedControlOptions {
  /** The element around everything the list renders. */
  container: { current: HTMLElement | null }
  /** The feed: focus on an article, or inside one, is the keyboard walk's (useFeedFocus). */
  list: { current: HTMLElement | null }
  /** The scroll container; null: the window of the list's own document. */
  scroller: Element | null
}

/** The focused element, when it is one of the list's controls (in the container, not in the feed) focused from the keyboard. */
function focusedControl(container: HTMLElement, list: HTMLElement | null): HTMLElement | null {
  const active = container.ownerDocument.activeElement as HTMLElement | null
  if (!active || active === container || !container.contains(active) || list?.contains(active)) return null
  return focusVisible(active) ? active : null
}

/** Returns the handler of a focus in the list's root. */
export function useFocusedControlInView({ container, list, scroller }: FocusedControlOptions): () => void {
  // How much of the focused control showed when last looked at: after a commit, a scroll, a focus.
  const shown = useRef<Shown>(Shown.None)
  const look = (correct: boolean) => {
    const element = container.current
    const control = element && focusedControl(element, list.current)
    if (!element || !control) {
      shown.current = Shown.None
      return
    }
    const view = scrollerOf(scroller, element)
    shown.current = keepInView(control, () => areaOf(view), shown.current, correct)
  }
  const lookRef = useRef(look)
  lookRef.current = look

  // After every commit (no dependency list), after the list's scroll anchoring has run.
  useIsomorphicLayoutEffect(() => look(true))

  // Rows measured after their commit (`virtualize`), or images that load, move the control too.
  useScrollerSubscription(() => (typeof ResizeObserver === 'undefined' ? null : list.current), (feed) => {
    const observer = new ResizeObserver(() => lookRef.current(true))
    observer.observe(feed)
    return () => observer.disconnect()
  })

  // A scroll by the user (or by the list) is looked at without a correction.
  useScrollerSubscription(() => (container.current ? scrollerOf(scroller, container.current) : null), (target) => {
    const onScroll = () => lookRef.current(false)
    target.addEventListener('scroll', onScroll, { passive: true })
    return () => target.removeEventListener('scroll', onScroll)
  })
  // For the root's onFocus: a control that takes focus is looked at where it is.
  return () => look(false)
}
