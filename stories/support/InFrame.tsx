// A same-origin <iframe> that shows its children (a portal into the frame's body): how a story
// puts a component inside a frame of its own, as an app embedded in a page is.
import { useCallback, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

export interface InFrameProps {
  title: string
  /** The frame's height in px. */
  height: number
  /**
   * The height of the story's page around the frame, in px: a page much taller than the frame
   * shows that the app inside answers to the frame's edges and scrolling, not the page's.
   */
  pageHeight?: number
  children: ReactNode
}

/** The frame's body carries `data-frame-body`: play functions find what it shows there. */
export function InFrame({ title, height, pageHeight, children }: InFrameProps) {
  const [body, setBody] = useState<HTMLElement | null>(null)
  // An iframe without `src` has its own (about:blank) document as soon as it is in the page.
  const onFrame = useCallback((frame: HTMLIFrameElement | null) => {
    const frameBody = frame?.contentDocument?.body ?? null
    frameBody?.setAttribute('data-frame-body', '')
    setBody(frameBody)
  }, [])
  return (
    <div style={{ height: pageHeight }}>
      <iframe ref={onFrame} title={title} style={{ display: 'block', width: '100%', height, border: '1px solid' }} />
      {body ? createPortal(children, body) : null}
    </div>
  )
}

/** The body of the story's frame named `title`, once its content is there. */
export function frameBody(canvasElement: HTMLElement, title: string): HTMLElement {
  const frame = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)
  const body = frame?.contentDocument?.querySelector<HTMLElement>('[data-frame-body]')
  if (!frame || !body) throw new Error(`no frame "${title}" with content in the story`)
  return body
}

/** The window of the story's frame named `title`: what an app inside it scrolls. */
export function frameWindow(canvasElement: HTMLElement, title: string): Window {
  const view = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)?.contentWindow
  if (!view) throw new Error(`no frame "${title}" in the story`)
  return view
}
