// Story demo: one page of users from the index source, with useFetch and a page-index key.
import type { CSSProperties } from 'react'
import { useFetch } from '../../../src'
import { fetchJson, usersUrl, type User } from '../../../mocks'

export interface UsersPageProps {
  /** Zero-based page index. */
  page: number
  limit?: number
  /** Keep the previous page on screen while this one loads (classic paging). */
  keepPreviousData?: boolean
}

/** The key of one page: `/users?page=N&limit=L`. */
export const usersPageKey = (page: number, limit = 10): string => usersUrl({ page, limit })

const list: CSSProperties = { margin: '4px 0 0', paddingLeft: 20, minHeight: '10lh' }

/**
 * One page of users. With `keepPreviousData`, the previous page stays visible (dimmed, marked
 * busy) while the new one loads; a polite status announces the loading and the page shown.
 */
export function UsersPage({ page, limit = 10, keepPreviousData = false }: UsersPageProps) {
  const { data, error, isLoading } = useFetch(usersPageKey(page, limit), fetchJson<User[]>, { keepPreviousData })
  const stale = isLoading && data !== undefined
  return (
    <section aria-label="Users" aria-busy={isLoading || undefined} data-page={page}>
      <p role="status" style={{ margin: 0, fontSize: 14 }}>
        {error ? '' : isLoading ? `Loading page ${page + 1}…` : `Page ${page + 1}`}
      </p>
      {error ? (
        <p role="alert">Could not load page {page + 1}.</p>
      ) : data ? (
        <ul style={{ ...list, opacity: stale ? 0.55 : 1 }}>
          {data.map((user) => <li key={user.id}>{user.name}</li>)}
        </ul>
      ) : (
        <div style={list} />
      )}
    </section>
  )
}
