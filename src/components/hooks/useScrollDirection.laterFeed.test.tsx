// useScrollDirection for a feed the app renders only after the list's first commit (once its
// first page is there), into another document through a portal (an iframe's, as a pop-out
// window's): the user's scrolling there is read from that document's window.
import { act, cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { useScrollDirection, type ScrollIntent } from './useScrollDirection'

function frameDocument(): Document {
  const frame = document.createElement('iframe')
  document.body.appendChild(frame)
  return frame.contentDocument!
}

/** A list whose feed shows only with `hasItems`, in `doc`'s body; `intent` gets each render's result. */
function LateFeed({ doc, hasItems, intent }: { doc: Document; hasItems: boolean; intent: { current: ScrollIntent | null } }) {
  const list = useRef<HTMLElement | null>(null)
  intent.current = useScrollDirection({ list, scroller: null, enabled: true })
  const content = hasItems ? <div ref={(el) => void (list.current = el)}><article>Ada</article></div> : <p>Loading…</p>
  return createPortal(content, doc.body)
}

const wheelUp = (target: Window) => act(() => void target.dispatchEvent(new WheelEvent('wheel', { deltaY: -100 })))

describe('useScrollDirection with a feed rendered later', () => {
  // Unmounted before the frames go: a portal into a frame's body is removed from it.
  afterEach(() => {
    cleanup()
    document.body.replaceChildren()
  })

  it('reads a wheel turn in the window of the document the feed appeared in', () => {
    const doc = frameDocument()
    const intent = { current: null as ScrollIntent | null }
    const { rerender } = render(<LateFeed doc={doc} hasItems={false} intent={intent} />)
    rerender(<LateFeed doc={doc} hasItems intent={intent} />)
    wheelUp(doc.defaultView!)
    expect(intent.current?.direction).toBe('up')
    expect(intent.current?.scrolledSinceLoad).toBe(true)
  })

  it('no longer reads the window of the app once the feed is in another document', () => {
    const doc = frameDocument()
    const intent = { current: null as ScrollIntent | null }
    const { rerender } = render(<LateFeed doc={doc} hasItems={false} intent={intent} />)
    rerender(<LateFeed doc={doc} hasItems intent={intent} />)
    wheelUp(window)
    expect(intent.current?.direction).toBeNull()
  })

  it('reads the window of its own document for a feed rendered later there', () => {
    const intent = { current: null as ScrollIntent | null }
    const { rerender } = render(<LateFeed doc={document} hasItems={false} intent={intent} />)
    rerender(<LateFeed doc={document} hasItems intent={intent} />)
    wheelUp(window)
    expect(intent.current?.direction).toBe('up')
  })
})
