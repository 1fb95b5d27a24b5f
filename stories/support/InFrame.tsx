// A same-origin <iframe> that shows its children (a portal into the frame's body): how a story
// puts a component inside a frame of its own, as an app embedded in a page is.
import { useCallback, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { StyleSheetManager } from 'styled-components'

export interface InFrameProps {
  title: string
  /** The frame's height in px. */
  height: number
  /** The frame's width in px (the frame's own viewport, which its media queries read); default: the story's. */
  width?: number
  /**
   * Styled skins put their CSS in the frame's own `<head>` (styled-components' StyleSheetManager,
   * as an app that renders into a frame sets it up); without it they write to the page's.
   */
  styled?: boolean
  /**
   * The height of the story's page around the frame, in px: a page much taller than the frame
   * shows that the app inside answers to the frame's edges and scrolling, not the page's.
   */
  pageHeight?: number
  children: ReactNode
}

/** The frame's body carries `data-frame-body`: play functions find what it shows there. */
export function InFrame({ title, height, width, styled = false, pageHeight, children }: InFrameProps) {
  const [body, setBody] = useState<HTMLElement | null>(null)
  // An iframe without `src` has its own (about:blank) document as soon as it is in the page.
  const onFrame = useCallback((frame: HTMLIFrameElement | null) => {
    const frameBody = frame?.contentDocument?.body ?? null
    frameBody?.setAttribute('data-frame-body', '')
    setBody(frameBody)
  }, [])
  return (
    <div style={{ height: pageHeight }}>
      <iframe
        ref={onFrame}
        title={title}
        style={width === undefined
          ? { display: 'block', width: '100%', height, border: '1px solid' }
          // The border outside the width and height the frame is given.
          : { display: 'block', boxSizing: 'border-box', width: width + 2, height: height + 2, border: '1px solid' }}
      />
      {body ? createPortal(styled ? <StyleSheetManager target={body.ownerDocument.head}>{children}</StyleSheetManager> : children, body) : null}
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
