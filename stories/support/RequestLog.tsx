// Story-only views over the mock sources: the live MSW request log, and a plain page list.
// Colours come from the PagekitTheme of the story (light or dark).
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { styled } from 'styled-components'
import type { CursorPage, LogEntry, RequestLog as Log } from '../../mocks'
import { themeOf, useStoryTheme } from './ui'

const Table = styled.table`
  /* Each cell owns its whole bottom border (there are no others): with collapsed borders Firefox
     gave a newly added row no share of the border above it until the next layout, so that row
     was half a pixel shorter than an empty one and a fixed-height log changed height. */
  border-collapse: separate;
  border-spacing: 0;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
  background: ${(p) => themeOf(p).colors.surface};
  color: ${(p) => themeOf(p).colors.text};
  width: 100%;
  min-width: 420px;
  & caption { text-align: left; font-weight: 600; padding: 4px 0; }
  & th, & td { border-bottom: 1px solid ${(p) => themeOf(p).colors.border}; padding: 3px 8px; text-align: left; vertical-align: top; }
  & .num { text-align: right; }
  & .muted { color: ${(p) => themeOf(p).colors.muted}; }
  & .bad { color: ${(p) => themeOf(p).colors.danger}; }
`
// The table needs about 480 px. In a narrower story (a phone-sized docs page) it scrolls on its
// own, instead of widening the story's frame and pushing the demo above it out of its box.
// Hidden columns' cue: edge shadows (scroll) hidden by covers at the content's ends (local). Only
// while the table overflows, as axe cannot check text contrast over a gradient. The scroller then
// paints the table's colour, and the caption keeps the page's.
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  ${(p) => {
    const { bg, surface, text } = themeOf(p).colors
    const shadow = `color-mix(in srgb, ${text} 30%, transparent)`
    return `&[data-overflowing] {
      background:
        linear-gradient(to right, ${surface} 30%, transparent) left / 40px 100% no-repeat local,
        linear-gradient(to left, ${surface} 30%, transparent) right / 40px 100% no-repeat local,
        linear-gradient(to right, ${shadow}, transparent) left / 12px 100% no-repeat scroll,
        linear-gradient(to left, ${shadow}, transparent) right / 12px 100% no-repeat scroll,
        ${surface};
      & > table { background: transparent; }
      & caption { background: ${bg}; }
    }`
  }}
  &:focus-visible { outline: 2px solid ${(p) => themeOf(p).colors.focus}; outline-offset: 2px; }
`
const Track = styled.div`
  position: relative;
  height: 6px;
  margin-top: 3px;
  width: 240px;
  background: ${(p) => themeOf(p).colors.skeleton};
`

function statusText(e: LogEntry): string {
  if (e.aborted) return 'aborted'
  if (e.endedAt === undefined) return 'pending'
  if (e.fault === 'network') return 'network error'
  if (e.fault === 'malformed') return `${e.status} (bad JSON)`
  return String(e.status)
}

/** The room of one request row (a line of text and the bar), before the request comes. */
const EmptyRow = () => (
  <tr aria-hidden="true">
    <td colSpan={5}>
      <code>{'\u00a0'}</code>
      <Track style={{ visibility: 'hidden' }} />
    </td>
  </tr>
)

/** A request that did not get its data: an error status, a network error or a broken body. */
export const isFailed = (e: LogEntry) => e.endedAt !== undefined && (!e.ok || e.fault !== undefined)

export interface RequestLogProps {
  log: Log
  caption?: string
  /**
   * The story the log belongs to, in the log's landmark name ("Network (MSW request log) of
   * Default"): a docs page shows a log under every story, and a reader's list of landmarks
   * would otherwise hold the same name once per story.
   */
  story?: string | undefined
  /** Rows shown: the latest requests (a polling demo would otherwise grow without end). */
  rows?: number
  /**
   * Keeps room for `rows` requests from the first render, so the log never changes height: a
   * demo that keeps sending requests (polling) would otherwise grow for `rows` requests and move
   * the docs page under its reader.
   */
  fixedHeight?: boolean
}

/** Whether the element's content is wider than its box (kept up to date as either resizes). */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    // No ResizeObserver (jsdom): no cue, the log itself is the same.
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}

/**
 * The source's request log as a table. Times are relative to the first request; each row's
 * bar spans [start, end] on a shared axis, so parallel requests overlap and chained ones
 * sit end to start.
 */
export function RequestLog({ log, caption = 'Network (MSW request log)', story, rows = 20, fixedHeight = false }: RequestLogProps) {
  const all = useSyncExternalStore(log.subscribe, log.entries, log.entries)
  const entries = all.slice(-rows)
  const hidden = all.length - entries.length
  const theme = useStoryTheme()
  const scroller = useRef<HTMLDivElement>(null)
  const overflowing = useOverflowing(scroller)
  const t0 = entries.length ? Math.min(...entries.map((e) => e.startedAt)) : 0
  const tEnd = Math.max(t0 + 1, ...entries.map((e) => e.endedAt ?? e.startedAt))
  const pct = (t: number) => ((t - t0) / (tEnd - t0)) * 100

  return (
    // Focusable, so a keyboard can scroll it when it scrolls.
    <Scroll ref={scroller} data-overflowing={overflowing || undefined} role="region" aria-label={story ? `${caption} of ${story}` : caption} tabIndex={0}>
      <Table data-request-log="">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">#</th>
            <th scope="col">request</th>
            <th scope="col">status</th>
            <th scope="col" className="num">started ms</th>
            <th scope="col" className="num">duration ms</th>
          </tr>
        </thead>
        <tbody>
          {(entries.length === 0 || hidden > 0 || fixedHeight) && (
            <tr>
              <td colSpan={5} className="muted">
                {entries.length === 0 ? 'No requests yet' : hidden > 0 ? `${hidden} earlier ${hidden === 1 ? 'request' : 'requests'} not shown` : '\u00a0'}
              </td>
            </tr>
          )}
          {entries.map((e) => {
            const pending = e.endedAt === undefined
            const failed = isFailed(e)
            const left = pct(e.startedAt)
            const width = Math.max(pending ? 100 - left : pct(e.endedAt!) - left, 0.8)
            return (
              <tr key={e.id}>
                <td className="num">{e.id}</td>
                <td>
                  <code>{e.url}</code>
                  <Track aria-hidden="true">
                    <div style={{
                      position: 'absolute', top: 0, bottom: 0, left: `${left}%`, width: `${width}%`,
                      background: pending || e.aborted ? theme.colors.muted : failed ? theme.colors.danger : theme.colors.accent,
                    }} />
                  </Track>
                </td>
                <td className={pending || e.aborted ? 'muted' : failed ? 'bad' : undefined}>{statusText(e)}</td>
                <td className="num">{(e.startedAt - t0).toFixed(0)}</td>
                <td className="num">{pending ? '…' : (e.endedAt! - e.startedAt).toFixed(0)}</td>
              </tr>
            )
          })}
          {fixedHeight && Array.from({ length: rows - entries.length }, (_, i) => <EmptyRow key={`empty-${i}`} />)}
        </tbody>
      </Table>
    </Scroll>
  )
}

type Page<T> = readonly T[] | CursorPage<T>

export interface PageListProps<T> {
  /** What an infinite hook returns as `data`: arrays (index/offset) or `{ data, nextCursor }` pages. */
  pages: readonly Page<T>[] | undefined
  renderItem?: (item: T) => ReactNode
  /** Page index of `pages[0]` (a page window's `firstPageIndex`); sections are named by page index + 1. */
  firstPageIndex?: number
}

const PageSection = styled.section`
  border-left: 3px solid ${(p) => themeOf(p).colors.border};
  padding-left: 8px;
  margin: 6px 0;
  & > div { font-size: 12px; font-weight: 600; }
  & > p, & > ul { margin: 0; }
  & > ul { padding-left: 20px; }
`

/**
 * Each page as a group named "Page N" (N is the 1-based page number) holding a list of its items.
 * A group, not a landmark: a docs page shows many such lists, and a reader's list of landmarks
 * would hold "Page 1" once per demo.
 */
export function PageList<T extends { id: string | number; name?: string }>({ pages, renderItem, firstPageIndex = 0 }: PageListProps<T>) {
  if (!pages) return null
  return (
    <div>
      {pages.map((page, i) => {
        const items: readonly T[] = Array.isArray(page) ? page : (page as CursorPage<T>).data
        const n = firstPageIndex + i + 1
        return (
          <PageSection key={n} role="group" aria-label={`Page ${n}`}>
            <div aria-hidden="true">Page {n}</div>
            {items.length === 0 ? (
              <p>No items</p>
            ) : (
              <ul>
                {items.map((item) => <li key={item.id}>{renderItem ? renderItem(item) : item.name ?? String(item.id)}</li>)}
              </ul>
            )}
          </PageSection>
        )
      })}
    </div>
  )
}
