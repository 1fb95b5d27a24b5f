// "Show code" of the "Custom items and attributes" stories: each pager as an app writes it.

export const renderItemCode = `
import { useState } from 'react'
import { isPagerEllipsis, Pager, renderPagerItem } from 'pagekit'

export function Pagination() {
  const [page, setPage] = useState(5) // zero-based; the labels are one-based
  return (
    <Pager
      page={page}
      onPageChange={setPage}
      pageCount={12}
      renderItem={(item, pager) => {
        // Ellipses keep the default; every button keeps the pager's props (names, aria-current, clicks).
        if (isPagerEllipsis(item)) return renderPagerItem(item, pager)
        return (
          <button {...pager.getItemProps(item)}>
            {item.type === 'previous' ? <span aria-hidden="true">← </span> : null}
            {item.selected ? <strong>{item.text}</strong> : item.text}
            {item.type === 'next' ? <span aria-hidden="true"> →</span> : null}
          </button>
        )
      }}
    />
  )
}
`

export const attributesCode = `
import { useState } from 'react'
import { Pager } from 'pagekit'

export function Pagination() {
  const [page, setPage] = useState(5) // zero-based; the labels are one-based
  return (
    <div>
      <a href="#user-pages">Skip to the pages</a>
      <Pager
        page={page}
        onPageChange={setPage}
        pageCount={12}
        id="user-pages"
        aria-label="User pages"
        className="user-pager"
        data-section="users"
        style={{ maxWidth: 420, padding: 8 }}
      />
    </div>
  )
}
`

export const routerLinkCode = `
import { isPagerEllipsis, Pager, renderPagerItem } from 'pagekit'

// \`page\` comes from the URL; \`navigate\` is your router's (React Router's useNavigate, Next's router.push, …).
export function Pagination({ page, navigate }: { page: number; navigate: (url: string) => void }) {
  return (
    <Pager
      page={page}
      pageCount={12}
      hrefBuilder={(p) => \`#/users?page=\${p + 1}\`}
      renderItem={(item, pager) => {
        if (isPagerEllipsis(item)) return renderPagerItem(item, pager)
        // The link's own props go into getItemProps: its onClick runs first, then the pager's.
        const props = pager.getItemProps(item, {
          className: 'router-link',
          onClick: (event) => {
            event.preventDefault() // route client-side: no page load (the page still changes)
            const to = event.currentTarget.getAttribute('href')
            if (to) navigate(to)
          },
        })
        return <a {...props}>{item.text}</a>
      }}
    />
  )
}
`
