// Fetcher and key builders shared by unit tests and stories. Keys are relative (`/users?...`)
// so the same key works in the browser; fetchJson resolves them for msw/node in jsdom.
import type { User } from './data'

/** A cursor page: its items, the cursor of the next page (null at the end) and of the one before (null at the start). */
export type CursorPage<T> = { data: T[]; nextCursor: string | null; prevCursor?: string | null }

/** The error shape of the SWR docs' fetcher: message, plus `status` and the parsed body as `info`. */
export class FetchError extends Error {
  status: number
  info: unknown
  constructor(status: number, info: unknown) {
    super('An error occurred while fetching the data.')
    this.name = 'FetchError'
    this.status = status
    this.info = info
  }
}

/** Relative URLs resolve against the page origin (jsdom: http://localhost:3000), else http://localhost. */
export function resolveUrl(url: string | URL): string {
  return new URL(url, globalThis.location?.origin ?? 'http://localhost').href
}

/**
 * GET JSON; a non-2xx throws FetchError (`info` = JSON body, or text when not JSON). Network
 * errors (TypeError) and malformed bodies (SyntaxError from res.json()) reject unchanged.
 */
export async function fetchJson<T = unknown>(url: string | URL, init?: RequestInit): Promise<T> {
  const res = await fetch(resolveUrl(url), init)
  if (!res.ok) {
    const text = await res.text()
    let info: unknown = text
    try {
      info = JSON.parse(text)
    } catch {
      // keep the text
    }
    throw new FetchError(res.status, info)
  }
  return (await res.json()) as T
}

export interface UsersQuery {
  page?: number
  offset?: number
  cursor?: string | null
  limit?: number
  /** Empty or `undefined`: no search (the key helpers pass their optional `q` on as it is). */
  q?: string | undefined
}

/** `/users?...` with params in a fixed order: page|offset|cursor, limit, q (empty q omitted). */
export function usersUrl({ page, offset, cursor, limit, q }: UsersQuery = {}): string {
  const parts: string[] = []
  if (page !== undefined) parts.push(`page=${page}`)
  if (offset !== undefined) parts.push(`offset=${offset}`)
  if (cursor) parts.push(`cursor=${encodeURIComponent(cursor)}`)
  if (limit !== undefined) parts.push(`limit=${limit}`)
  if (q) parts.push(`q=${encodeURIComponent(q)}`)
  return parts.length ? `/users?${parts.join('&')}` : '/users'
}

/** Index pagination getKey: `/users?page=N&limit=L`; stops after an empty page. */
export function indexKey<T = User>(limit = 10, q?: string) {
  return (pageIndex: number, previousPageData: T[] | null): string | null =>
    previousPageData && !previousPageData.length ? null : usersUrl({ page: pageIndex, limit, q })
}

/** Cursor pagination getKey: first page has no cursor; stops when nextCursor is null. */
export function cursorKey<T = User>(limit = 10, q?: string) {
  return (pageIndex: number, previousPageData: CursorPage<T> | null): string | null => {
    if (pageIndex === 0 || !previousPageData) return usersUrl({ limit, q })
    if (!previousPageData.nextCursor) return null
    return usersUrl({ cursor: previousPageData.nextCursor, limit, q })
  }
}

/** The page before a cursor page, for useFetchInfinite's getPreviousKey: null at the start. */
export function cursorPreviousKey<T = User>(limit = 10, q?: string) {
  return (_firstPageIndex: number, firstPageData: CursorPage<T>): string | null =>
    firstPageData.prevCursor ? usersUrl({ cursor: firstPageData.prevCursor, limit, q }) : null
}

/**
 * A deep link into an index source: the list's page 0 is the source's page `start`, and
 * getPreviousKey gives the pages before it (list indexes below 0) down to the source's page 0.
 */
export function deepLinkKeys<T = User>(start: number, limit = 10) {
  return {
    getKey: (pageIndex: number, previousPageData: T[] | null): string | null =>
      previousPageData && !previousPageData.length ? null : usersUrl({ page: pageIndex + start, limit }),
    getPreviousKey: (firstPageIndex: number): string | null =>
      firstPageIndex + start > 0 ? usersUrl({ page: firstPageIndex + start - 1, limit }) : null,
  }
}

/** Offset pagination getKey: `/users?offset=N*L&limit=L`; stops after an empty page. */
export function offsetKey<T = User>(limit = 10, q?: string) {
  return (pageIndex: number, previousPageData: T[] | null): string | null =>
    previousPageData && !previousPageData.length ? null : usersUrl({ offset: pageIndex * limit, limit, q })
}
