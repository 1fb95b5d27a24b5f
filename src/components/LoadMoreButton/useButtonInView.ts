// A standalone Load more button focused from the keyboard stays in view as the pages it loads
// land above it: under an app's own list, the new page pushes the button below the fold, or
// partly, while the browser's scroll anchoring keeps the articles on screen in place, and a
// keyboard user saw nothing, or half, of what they act on. The rule is the list's own
// (hooks/controlInView). Inside an <InfiniteList> the list keeps its controls in view itself.
import { useEffect, useRef, type FocusEvent } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { focusVisible, keepInView, Shown } from '../hooks/controlInView'
import { visibleArea } from '../hooks/viewport'
import { intersectionRoot } from '../shared/observerOptions'

/** The button while it has focus: what is watched, and how much of it showed at the last look. */
interface Watch {
  button: HTMLButtonElement
  shown: Shown
  stop: () => void
}

function look(watch: Watch, correct: boolean): void {
  const { button } = watch
  const fromKeyboard = button.ownerDocument.activeElement === button && focusVisible(button)
  watch.shown = fromKeyboard ? keepInView(button, () => visibleArea(button), watch.shown, correct) : Shown.None
}

/**
 * Watches the button only while it has focus, so a button nobody focused costs a ref test per
 * commit. Looks after each of the button's commits (its page usually lands in the same one),
 * and when an IntersectionObserver sees it leave the view: the app's list may land in a commit
 * of its own, and images or measured rows move the button later. A scroll (of the window or of
 * any area around the button, caught on the document) is the user's: looked at, never corrected.
 */
export function useButtonInView(enabled: boolean): { onFocus: (event: FocusEvent<HTMLButtonElement>) => void; onBlur: () => void } {
  const watched = useRef<Watch | null>(null)
  const stop = () => {
    watched.current?.stop()
    watched.current = null
  }

  useIsomorphicLayoutEffect(() => {
    if (watched.current) look(watched.current, true)
  })
  useEffect(() => () => watched.current?.stop(), [])

  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    stop()
    if (!enabled) return
    const button = event.currentTarget
    const doc = button.ownerDocument
    const watch: Watch = { button, shown: Shown.None, stop: () => undefined }
    const onScroll = () => look(watch, false)
    doc.addEventListener('scroll', onScroll, { capture: true, passive: true })
    const observer = typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(() => look(watch, true), { root: intersectionRoot(null, button), threshold: [0, 1] })
    observer?.observe(button)
    watch.stop = () => {
      doc.removeEventListener('scroll', onScroll, { capture: true })
      observer?.disconnect()
    }
    watched.current = watch
    look(watch, false)
  }
  return { onFocus, onBlur: stop }
}
