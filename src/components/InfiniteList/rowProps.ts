// A windowed row's article takes the app's `itemProps` and the virtualizer's own (the row's
// place and the ref that measures it) together: the row's place wins, the rest of the app's
// style and the app's ref stay.
import type { HTMLAttributes } from 'react'
import { mergeRefsOnce, type MergedRefCache, type PossibleRef } from '../shared/focus'

type Attributes = HTMLAttributes<HTMLElement> & Record<string, unknown>
type Ref = PossibleRef<HTMLElement>

/**
 * One merged ref per app ref and list ref: a new ref callback at each render would have React
 * detach and attach it again, and the virtualizer measure every row again.
 */
export type MergedRefs = MergedRefCache<object, HTMLElement>

export function rowProps(own: Attributes | undefined, extra: Attributes | undefined, mergedRefs: MergedRefs): Attributes | undefined {
  if (!extra) return own
  const style = own?.style ? { ...own.style, ...extra.style as object } : extra.style
  const appRef = own?.ref as Ref
  const listRef = extra.ref as Ref
  if (!appRef || !listRef) return { ...own, ...extra, style, ref: listRef ?? appRef }
  return { ...own, ...extra, style, ref: mergeRefsOnce(mergedRefs, appRef, appRef, listRef) }
}
