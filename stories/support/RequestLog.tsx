// Story-only views over the mock sources: the live MSW request log, and a plain page list.
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import type { LogEntry, RequestLog as Log } from '../../mocks/log'
import type { CursorPage } from '../../mocks/fetch'

// Own colours on an own background, so contrast holds under the dark theme decorator too.
const INK = '#1a1a1a'
const OK = '#1b5e20'
const BAD = '#b71c1c'
const MUTED = '#555'

const table: CSSProperties = {
  borderCollapse: 'collapse', font: '12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace',
  background: '#fff', color: INK, minWidth: 420,
}
const cell: CSSProperties = { borderBottom: '1px solid #ddd', padding: '3px 8px', textAlign: 'left', verticalAlign: 'top' }
const num: CSSProperties = { ...cell, textAlign: 'right' }
const track: CSSProperties = { position: 'relative', height: 6, marginTop: 3, width: 240, background: '#eee' }

function statusText(e: LogEntry): string {
  if (e.endedAt === undefined) return 'pending'
  if (e.fault === 'network') return 'network error'
  if (e.fault === 'malformed') return `${e.status} (bad JSON)`
  return String(e.status)
}

export interface RequestLogProps {
  log: Log
  caption?: string
}

/**
 * The source's request log as a table. Times are relative to the first request; each row's
 * bar spans [start, end] on a shared axis, so parallel requests overlap and chained ones
 * sit end to start.
 */
export function RequestLog({ log, caption = 'Network (MSW request log)' }: RequestLogProps) {
  const entries = useSyncExternalStore(log.subscribe, log.entries, log.entries)
  const t0 = entries.length ? Math.min(...entries.map((e) => e.startedAt)) : 0
  const tEnd = Math.max(t0 + 1, ...entries.map((e) => e.endedAt ?? e.startedAt))
  const pct = (t: number) => ((t - t0) / (tEnd - t0)) * 100

  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0', color: INK, background: '#fff' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={num}>#</th>
          <th scope="col" style={cell}>request</th>
          <th scope="col" style={cell}>status</th>
          <th scope="col" style={num}>started ms</th>
          <th scope="col" style={num}>duration ms</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 && (
          <tr><td colSpan={5} style={{ ...cell, color: MUTED }}>No requests yet</td></tr>
        )}
        {entries.map((e) => {
          const pending = e.endedAt === undefined
          const failed = !pending && (!e.ok || e.fault !== undefined)
          const left = pct(e.startedAt)
          const width = Math.max(pending ? 100 - left : pct(e.endedAt!) - left, 0.8)
          return (
            <tr key={e.id}>
              <td style={num}>{e.id}</td>
              <td style={cell}>
                <code>{e.url}</code>
                <div aria-hidden="true" style={track}>
                  <div style={{
                    position: 'absolute', top: 0, bottom: 0, left: `${left}%`, width: `${width}%`,
                    background: pending ? '#9e9e9e' : failed ? BAD : OK, opacity: pending ? 0.6 : 1,
                  }} />
                </div>
              </td>
              <td style={{ ...cell, color: pending ? MUTED : failed ? BAD : OK }}>{statusText(e)}</td>
              <td style={num}>{(e.startedAt - t0).toFixed(0)}</td>
              <td style={num}>{pending ? '…' : (e.endedAt! - e.startedAt).toFixed(0)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

type Page<T> = readonly T[] | CursorPage<T>

export interface PageListProps<T> {
  /** What an infinite hook returns as `data`: arrays (index/offset) or `{ data, nextCursor }` pages. */
  pages: readonly Page<T>[] | undefined
  renderItem?: (item: T) => ReactNode
}

/** Each page as `<section aria-label="Page N">` (N is 1-based) holding a list of its items. */
export function PageList<T extends { id: string | number; name?: string }>({ pages, renderItem }: PageListProps<T>) {
  if (!pages) return null
  return (
    <div>
      {pages.map((page, i) => {
        const items: readonly T[] = Array.isArray(page) ? page : (page as CursorPage<T>).data
        return (
          <section key={i} aria-label={`Page ${i + 1}`} style={{ borderLeft: '3px solid #999', paddingLeft: 8, margin: '6px 0' }}>
            <div aria-hidden="true" style={{ fontSize: 12, fontWeight: 600 }}>Page {i + 1}</div>
            {items.length === 0 ? (
              <p style={{ margin: 0 }}>No items</p>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {items.map((item) => <li key={item.id}>{renderItem ? renderItem(item) : item.name ?? String(item.id)}</li>)}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}
