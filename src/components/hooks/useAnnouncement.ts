// The text of a list's polite live region (part of `pagekit/headless`). Any list shape can use it.
import { useEffect, useRef, useState } from 'react'

/** The texts an announcement is made of (InfiniteListMessages has them). */
export interface AnnouncementMessages {
  loaded: (added: number, shown: number, total: number | undefined) => string
  endOfList: (shown: number) => string
  empty: string
  error: (pageIndex: number) => string
  /** A page before the first shown one in flight. */
  loadingPrevious?: string
  /** A page before the first shown one landed. */
  loadedPrevious?: (added: number, shown: number) => string
}

/** Where a page window stands: the index of its first page and the items of each page. */
export interface AnnouncedWindow {
  firstPageIndex: number
  pageItemCounts: readonly number[]
  isLoadingPrevious: boolean
}

export interface AnnouncementState {
  itemCount: number
  /** The list's status (`'end'`, `'empty'` and `'error'` are announced when the status turns to them). */
  status: string
  total: number | undefined
  /** The failed page, while the status is `'error'` (or the failed previous page). */
  error: { pageIndex: number } | undefined
  messages: AnnouncementMessages
  /** A list with a page window: pages arrive at either end while others are dropped. */
  window?: AnnouncedWindow
}

const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0)

interface Announced {
  count: number
  status: string
  first: number
  last: number
  loadingPrevious: boolean
  error: { pageIndex: number } | undefined
}

/**
 * Announces what changed since the last announcement: how many items arrived (at the end, or
 * before the first shown one), and the end, an empty list or an error when the status turns to
 * one of them. With a page window the number of items shown can stay the same while a page
 * arrives and another goes, so arrivals are counted by page. Returns the current text.
 */
export function useAnnouncement({ itemCount, status, total, error, messages, window }: AnnouncementState): string {
  const [announcement, setAnnouncement] = useState('')
  const announced = useRef<Announced | null>(null)
  const first = window?.firstPageIndex ?? 0
  const counts = window?.pageItemCounts ?? []
  const last = first + counts.length - 1
  const loadingPrevious = !!window?.isLoadingPrevious
  useEffect(() => {
    const prev = announced.current ?? { count: 0, status: 'loading', first, last: first - 1, loadingPrevious: false, error: undefined }
    announced.current = { count: itemCount, status, first, last, loadingPrevious, error }
    const parts: string[] = []
    if (counts.length && prev.last >= prev.first && first < prev.first) {
      // Earlier pages arrived: those before the previous first page.
      const added = sum(counts.slice(0, Math.min(prev.first - first, counts.length)))
      if (messages.loadedPrevious) parts.push(messages.loadedPrevious(added, itemCount))
    } else if (counts.length && prev.last >= prev.first && first > prev.first && last > prev.last) {
      // The window moved forward: the pages after the previous last one are new (an empty last page adds nothing to say).
      const added = sum(counts.slice(Math.max(0, counts.length - (last - prev.last))))
      if (added) parts.push(messages.loaded(added, itemCount, total))
    } else if (itemCount > prev.count) {
      parts.push(messages.loaded(itemCount - prev.count, itemCount, total))
    }
    if (loadingPrevious && !prev.loadingPrevious && messages.loadingPrevious) parts.push(messages.loadingPrevious)
    if (status !== prev.status) {
      if (status === 'end') parts.push(messages.endOfList(itemCount))
      else if (status === 'empty') parts.push(messages.empty)
      else if (status === 'error' && error) parts.push(messages.error(error.pageIndex))
    }
    // A failed page before the window leaves the status alone: its error is announced when it comes.
    if (status !== 'error' && error && error !== prev.error) parts.push(messages.error(error.pageIndex))
    // A screen reader speaks a live region when its text changes, so the same text twice in a row
    // (a one-page window moving on) gets a trailing no-break space and is spoken again.
    const text = parts.join('. ')
    if (parts.length) setAnnouncement((current) => (current === text ? `${text}\u00a0` : text))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces changes of the count, the window and the status only; the texts are read as they are then
  }, [itemCount, status, first, last, loadingPrevious, error])
  return announcement
}
