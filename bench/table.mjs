// Plain-text and Markdown tables.
export function textTable(headers, rows) {
  const all = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')))
  const widths = headers.map((_, i) => Math.max(...all.map((r) => r[i].length)))
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(all[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n')
}

export function mdTable(headers, rows) {
  const esc = (c) => String(c ?? '').replace(/\|/g, '\\|')
  return [
    `| ${headers.map(esc).join(' | ')} |`,
    `| ${headers.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n')
}

export { median } from './stats.mjs'
export const ms = (x) => (x === undefined ? 'n/a' : `${x.toFixed(x < 100 ? 1 : 0)} ms`)
export const ratio = (a, b) => (a === undefined || b === undefined || !b ? 'n/a' : `${(a / b).toFixed(2)}×`)
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const mark = (ok) => (ok ? '✓' : '✗')

