// What the plain and the windowed feed share (part of `pagekit/headless`).
import type { CSSProperties, HTMLAttributes, Key as ReactKey, ReactNode } from 'react'
import type { UseInfiniteListResult } from './types'

export type AnyList = UseInfiniteListResult<unknown, unknown, unknown>

/**
 * Renders the article of item `index`, with extra attributes (windowing: ref and position) and
 * its React key (default: the item's key; windowing: the row's, which its measurement follows).
 */
export interface ArticleRenderer {
  (index: number, extra?: HTMLAttributes<HTMLElement> & Record<string, unknown>, key?: ReactKey): ReactNode
}

/** The feed's attributes (the hook leaves out `role="feed"` while it has no articles and is idle). */
export function feedAttrs(list: AnyList, extra: Record<string, unknown>, style?: CSSProperties) {
  return list.getListProps({ ...extra, style, 'data-pagekit-feed': '' }) as Record<string, unknown>
}

/** The sentinels' style in the flow, just before the feed (top) and just after it (bottom): 1 px that takes no room. */
export const topSentinelInFlow: CSSProperties = { height: 1, marginBottom: -1, pointerEvents: 'none' }
export const bottomSentinelInFlow: CSSProperties = { height: 1, marginTop: -1, pointerEvents: 'none' }
