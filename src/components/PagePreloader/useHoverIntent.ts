// Hover intent of the page preloader: a pointer or focus resting on a target for `hoverDelay`
// ms runs its preload; leaving (or blurring) before then cancels it. Part of `pagekit/headless`.
import { useCallback, useEffect, useRef } from 'react'
import { chain } from '../shared/focus'
import type { PreloadTargetAppProps, PreloadTargetProps } from './types'

const DEFAULT_HOVER_DELAY = 100

/** The intent id of "the pages ahead" (the watched element, `getTargetProps()`); one page's is `page:N`. */
export const AHEAD = 'ahead'

export interface HoverIntent {
  /** Runs `run` after the hover delay unless cancelled; one timer per `id`. */
  startIntent: (id: string, run: () => void) => void
  cancelIntent: (id: string) => void
}

/** One timer per target id; all are cleared on unmount. Reads the latest `hoverDelay` when a timer starts. */
export function useHoverIntent(hoverDelay: number | undefined): HoverIntent {
  const delayRef = useRef(hoverDelay)
  delayRef.current = hoverDelay
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const startIntent = useCallback((id: string, run: () => void) => {
    if (timers.current.has(id)) return
    const delay = delayRef.current ?? DEFAULT_HOVER_DELAY
    timers.current.set(id, setTimeout(() => {
      timers.current.delete(id)
      run()
    }, delay))
  }, [])
  const cancelIntent = useCallback((id: string) => {
    const timer = timers.current.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.current.delete(id)
  }, [])
  useEffect(() => () => {
    timers.current.forEach((timer) => clearTimeout(timer))
    timers.current.clear()
  }, [])
  return { startIntent, cancelIntent }
}

/** Props of a hover/focus target: the given handlers first, then the intent's start / cancel. */
export function intentProps(
  { startIntent, cancelIntent }: HoverIntent, id: string, run: () => void, props?: PreloadTargetAppProps,
): PreloadTargetProps {
  const start = () => startIntent(id, run)
  const cancel = () => cancelIntent(id)
  return {
    onPointerEnter: chain(props?.onPointerEnter, start),
    onPointerLeave: chain(props?.onPointerLeave, cancel),
    onFocus: chain(props?.onFocus, start),
    onBlur: chain(props?.onBlur, cancel),
  }
}
