// The text of a list's polite live region (part of `pagekit/headless`). Any list shape can use it.
import { useEffect, useRef, useState } from 'react'

/** The texts an announcement is made of (InfiniteListMessages has them). */
export interface AnnouncementMessages {
  loaded: (added: number, shown: number, total: number | undefined) => string
  endOfList: (shown: number) => string
  empty: string
  error: (pageIndex: number) => string
}

export interface AnnouncementState {
  itemCount: number
  /** The list's status (`'end'`, `'empty'` and `'error'` are announced when the status turns to them). */
  status: string
  total: number | undefined
  /** The failed page, while the status is `'error'`. */
  error: { pageIndex: number } | undefined
  messages: AnnouncementMessages
}

/**
 * Announces what changed since the last announcement: how many items arrived, and the end, an
 * empty list or an error when the status turns to one of them. Runs when the item count or the
 * status changes; returns the current text.
 */
export function useAnnouncement({ itemCount, status, total, error, messages }: AnnouncementState): string {
  const [announcement, setAnnouncement] = useState('')
  const announced = useRef<{ count: number; status: string } | null>(null)
  useEffect(() => {
    const prev = announced.current ?? { count: 0, status: 'loading' }
    announced.current = { count: itemCount, status }
    const parts: string[] = []
    if (itemCount > prev.count) parts.push(messages.loaded(itemCount - prev.count, itemCount, total))
    if (status !== prev.status) {
      if (status === 'end') parts.push(messages.endOfList(itemCount))
      else if (status === 'empty') parts.push(messages.empty)
      else if (status === 'error' && error) parts.push(messages.error(error.pageIndex))
    }
    if (parts.length) setAnnouncement(parts.join('. '))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces changes of the count and the status only; the texts are read as they are then
  }, [itemCount, status])
  return announcement
}
