// "Show code" of the Pager stories: a pager an app writes, with the story's current props.
import type { Args } from '@storybook/react-vite'
import { jsxProps } from '../../support'

/** A controlled pager with the story's props; the page lives in the app's state. */
export function pagerCode(args: Args, extra: string[] = [], omit: string[] = []): string {
  const start = Number(args.page ?? args.defaultPage ?? 0)
  const props = jsxProps(args, ['page', 'defaultPage', 'onPageChange', 'hrefBuilder', 'getItemAriaLabel', 'renderItem', ...omit])
  return `
import { useState } from 'react'
import { Pager } from 'pagekit'

export function Pagination() {
  const [page, setPage] = useState(${start}) // zero-based; the labels are one-based
  return (
    <Pager
      page={page}
      onPageChange={setPage}
      ${[...props, ...extra].join('\n      ')}
    />
  )
}
`
}

/** Links: every page gets a URL; a client-side router takes the click. */
export const linksCode = `
import { Pager } from 'pagekit'

// \`navigate\` is your router's (React Router's useNavigate, Next's router.push, …).
export function Pagination({ page, navigate }: { page: number; navigate: (url: string) => void }) {
  const href = (p: number) => \`/users?page=\${p + 1}\`
  return (
    <Pager
      page={page}
      pageCount={12}
      hrefBuilder={href}
      onPageChange={(next, event) => {
        event?.preventDefault() // route client-side instead of a full page load
        navigate(href(next))
      }}
    />
  )
}
`

/** Unknown total: the next page exists while the last one fetched was full. */
export const unknownTotalCode = `
import { useState } from 'react'
import { Pager, useFetch } from 'pagekit'

type User = { id: number; name: string }
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

export function Users() {
  const [page, setPage] = useState(0)
  const { data } = useFetch(\`/users?page=\${page}&limit=10\`, fetcher, { keepPreviousData: true })
  // The server tells no total: there is a next page while the last one was full.
  const hasNext = (data?.length ?? 0) === 10
  return (
    <>
      <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <Pager page={page} onPageChange={setPage} hasNext={hasNext} />
    </>
  )
}
`
