// The text of the list's polite live region (part of `pagekit/headless`).
import { useEffect, useRef, useState } from 'react'
import type { InfiniteListError, InfiniteListMessages, InfiniteListStatus } from './types'

/**
 * Announces what changed since the last announcement: how many items arrived, and the end, an
 * empty list or an error when the status turns to one of them. Runs when the item count or the
 * status changes; returns the current text.
 */
export function useAnnouncement(
  itemCount: number,
  status: InfiniteListStatus,
  total: number | undefined,
  error: InfiniteListError<unknown> | undefined,
  messages: InfiniteListMessages,
): string {
  const [announcement, setAnnouncement] = useState('')
  const announced = useRef<{ count: number; status: InfiniteListStatus } | null>(null)
  useEffect(() => {
    const prev = announced.current ?? { count: 0, status: 'loading' as InfiniteListStatus }
    announced.current = { count: itemCount, status }
    const parts: string[] = []
    if (itemCount > prev.count) parts.push(messages.loaded(itemCount - prev.count, itemCount, total))
    if (status !== prev.status) {
      if (status === 'end') parts.push(messages.endOfList(itemCount))
      else if (status === 'empty') parts.push(messages.empty)
      else if (status === 'error' && error) parts.push(messages.error(error.pageIndex))
    }
    if (parts.length) setAnnouncement(parts.join('. '))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemCount, status])
  return announcement
}
