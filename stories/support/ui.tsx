// The demos' own chrome (buttons, cards, status lines, inputs): one small set of themed pieces,
// so demos look like the library's skins under either theme. Not part of the library.
import type { ChangeEvent, ReactNode } from 'react'
import { useContext, useId } from 'react'
import { styled, ThemeContext } from 'styled-components'
import { lightTheme, type PagekitTheme } from '../../src/theme/theme'
import { FetchError, type User } from '../../mocks'

/** The PagekitTheme of the nearest ThemeProvider, or `lightTheme`. */
export const themeOf = (p: { theme?: unknown }): PagekitTheme => {
  const theme = p.theme as Partial<PagekitTheme> | undefined
  return theme?.colors && theme.space && theme.font ? (theme as PagekitTheme) : lightTheme
}
// ThemeContext, not useTheme(): that throws outside a ThemeProvider.
export const useStoryTheme = (): PagekitTheme => themeOf({ theme: useContext(ThemeContext) })

/** A themed button; `type="button"` unless given. */
export const Button = styled.button.attrs<{ $variant?: 'primary' | 'secondary' }>((p) => ({ type: p.type ?? 'button' }))`
  font: inherit;
  padding: 4px 12px;
  border-radius: ${(p) => themeOf(p).radius.sm};
  border: 1px solid ${(p) => themeOf(p).colors.accent};
  background: ${(p) => (p.$variant === 'secondary' ? themeOf(p).colors.surface : themeOf(p).colors.accent)};
  color: ${(p) => (p.$variant === 'secondary' ? themeOf(p).colors.text : themeOf(p).colors.accentText)};
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => themeOf(p).colors.focus}; outline-offset: 2px; }
`

export const Input = styled.input`
  font: inherit;
  padding: 3px 6px;
  border: 1px solid ${(p) => themeOf(p).colors.muted};
  border-radius: ${(p) => themeOf(p).radius.sm};
  background: ${(p) => themeOf(p).colors.bg};
  color: ${(p) => themeOf(p).colors.text};
`

const CardSection = styled.section`
  background: ${(p) => themeOf(p).colors.surface};
  color: ${(p) => themeOf(p).colors.text};
  border: 1px solid ${(p) => themeOf(p).colors.border};
  border-radius: ${(p) => themeOf(p).radius.md};
  padding: 12px;
  margin: 0 0 12px;
  max-width: 640px;
  display: grid;
  gap: 8px;
  & > [data-card-title] { font-size: 16px; font-weight: 600; margin: 0; }
`

/**
 * A titled card: a `<section>` labelled by its title, as a group rather than a landmark (a docs
 * page shows many demos, often with cards of the same title). The title is no heading: on a docs
 * page each demo sits under its story's own heading (an h3), and a heading of the demo's own
 * broke the page's outline (an h2 inside each h3).
 */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <CardSection role="group" aria-labelledby={id}>
      <p id={id} data-card-title="">{title}</p>
      {children}
    </CardSection>
  )
}

/** A row of controls. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`

/** Small print under a demo. */
export const Note = styled.p`
  margin: 0;
  font-size: 14px;
`

const StatusLine = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).colors.muted};
`
/** A polite live region: loading and validation states. */
export function Status({ children }: { children: ReactNode }) {
  return <StatusLine role="status">{children}</StatusLine>
}

const Alert = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).colors.danger};
  font-weight: 600;
`
/** An assertive live region for failures; names the HTTP status of a FetchError. */
export function Problem({ error, children }: { error?: unknown; children?: ReactNode }) {
  return <Alert role="alert">{children ?? describeError(error)}</Alert>
}

export function describeError(error: unknown): string {
  if (error instanceof FetchError) return `Could not load users: the server answered ${error.status}.`
  return `Could not load users: ${error instanceof Error ? error.message : String(error)}`
}

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  &[aria-busy='true'] { opacity: 0.55; }
`
/** Users as a list; `label` names it for screen readers (and for the play functions). */
export function UserList({ users, label = 'Users', busy }: { users: readonly User[]; label?: string; busy?: boolean }) {
  return (
    <List aria-label={label} aria-busy={busy || undefined}>
      {users.map((u) => <li key={u.id}>{u.name}</li>)}
    </List>
  )
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  gap: 6px;
  align-items: center;
`
/** A checkbox with its label (the label is its accessible name). */
export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxLabel>
      <input type="checkbox" checked={checked} onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)} />
      {label}
    </CheckboxLabel>
  )
}
