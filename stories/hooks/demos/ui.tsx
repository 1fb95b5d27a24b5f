// Tiny presentational pieces shared by the useFetch demos. The demos paint their own white
// card with dark ink, so contrast holds under either theme decorator.
import type { CSSProperties, ReactNode } from 'react'
import { FetchError, type User } from '../../../mocks'

export const INK = '#1a1a1a'
export const MUTED = '#4a4a4a'
export const DANGER = '#b3261e'

const card: CSSProperties = {
  background: '#fff', color: INK, border: '1px solid #d1d9e0', borderRadius: 8,
  padding: 12, margin: '0 0 12px', maxWidth: 560,
}

/** A titled card: `<section>` labelled by its `<h2>`. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id} style={card}>
      <h2 id={id} style={{ fontSize: 16, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  )
}

/** Users as a list; `label` names it for screen readers (and for the play functions). */
export function UserList({ users, label = 'Users', busy }: { users: readonly User[]; label?: string; busy?: boolean }) {
  return (
    <ul aria-label={label} aria-busy={busy || undefined} style={{ margin: '4px 0', paddingLeft: 20 }}>
      {users.map((u) => <li key={u.id}>{u.name}</li>)}
    </ul>
  )
}

/** A polite live region: loading and validation states. */
export function Status({ children }: { children: ReactNode }) {
  return <p role="status" style={{ margin: '4px 0', color: MUTED }}>{children}</p>
}

/** An assertive live region for failures; names the HTTP status of a FetchError. */
export function Problem({ error, children }: { error?: unknown; children?: ReactNode }) {
  return (
    <p role="alert" style={{ margin: '4px 0', color: DANGER, fontWeight: 600 }}>
      {children ?? describeError(error)}
    </p>
  )
}

export function describeError(error: unknown): string {
  if (error instanceof FetchError) return `Could not load users: the server answered ${error.status}.`
  return `Could not load users: ${error instanceof Error ? error.message : String(error)}`
}

/** Native buttons (their disabled look comes for free); just some spacing. */
export const button: CSSProperties = { font: 'inherit', marginRight: 8 }
