// Pieces of "Show code" that many stories share: the user type, the page keys of the mock
// `/users` sources, and fetchers. Each snippet stays a whole module; these only keep one wording.

export const USER = 'type User = { id: number; name: string }'

/** Index pages: `GET /users?page=N&limit=L` answers a JSON array, an empty one past the end. */
export const indexGetKey = (limit: number | string = 10) => `const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex}&limit=${limit}\``

/** Cursor pages: `GET /users?cursor=C&limit=10` answers `{ data, nextCursor }`. */
export const CURSOR_SOURCE = `type Page = { data: User[]; nextCursor: string | null }

// The first page has no cursor; every later key needs the previous page's nextCursor.
const getKey = (pageIndex: number, previousPageData: Page | null) => {
  if (pageIndex === 0 || !previousPageData) return '/users?limit=10'
  if (!previousPageData.nextCursor) return null
  return \`/users?cursor=\${previousPageData.nextCursor}&limit=10\`
}
const fetcher = (url: string): Promise<Page> => fetch(url).then((res) => res.json())`

/** A fetcher of `T` (a type name). */
export const jsonFetcher = (type = 'User[]') => `const fetcher = (url: string): Promise<${type}> => fetch(url).then((res) => res.json())`
