// Story demo: one page of users from the story's index source, with useFetch and a page-index key.
import { useFetch } from '../../../src'
import { usersUrl, type User } from '../../../mocks'
import { Status, useMockApi } from '../../support'

export interface UsersPageProps {
  /** Zero-based page index. */
  page: number
  limit?: number
  /** Keep the previous page on screen while this one loads (classic paging). */
  keepPreviousData?: boolean
}

/** The key of one page: `/users?page=N&limit=L`. */
export const usersPageKey = (page: number, limit = 10): string => usersUrl({ page, limit })

/**
 * One page of users. With `keepPreviousData`, the previous page stays visible (dimmed, marked
 * busy) while the new one loads; a polite status announces the loading and the page shown.
 */
export function UsersPage({ page, limit = 10, keepPreviousData = false }: UsersPageProps) {
  const api = useMockApi()
  const { data, error, isLoading } = useFetch(usersPageKey(page, limit), api.fetchJson<User[]>, { keepPreviousData })
  const stale = isLoading && data !== undefined
  return (
    <section role="group" aria-label="Users" aria-busy={isLoading || undefined} data-page={page}>
      <Status>{error ? '' : isLoading ? `Loading page ${page + 1}…` : `Page ${page + 1}`}</Status>
      {error ? (
        <p role="alert">Could not load page {page + 1}.</p>
      ) : (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20, minHeight: '10lh', opacity: stale ? 0.55 : 1 }}>
          {data?.map((user) => <li key={user.id}>{user.name}</li>)}
        </ul>
      )}
    </section>
  )
}
