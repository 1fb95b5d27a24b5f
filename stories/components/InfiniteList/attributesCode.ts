// "Show code" of the "Items and attributes" stories: each list as an app writes it.
import { indexGetKey, jsonFetcher } from '../../support/snippets'

const USER = `type User = { id: number; name: string; role: string }`

/** Contacts without an `id`, from pages that overlap, keyed by their email. */
export const contactsCode = `
import { InfiniteList } from 'pagekit'

type Contact = { name: string; email: string }

// GET /users?offset=N&limit=10 answers a JSON array. This source's pages start 8 rows apart, so
// each page repeats the last two rows of the one before (as when rows were added at the top).
const getKey = (pageIndex: number, previousPageData: Contact[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?offset=\${pageIndex * 8}&limit=10\`
// The app keeps the fields it shows: no id.
const fetcher = (url: string): Promise<Contact[]> =>
  fetch(url).then((res) => res.json()).then((rows: Contact[]) => rows.map(({ name, email }) => ({ name, email })))

export function Contacts() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      itemKey={(contact) => contact.email}
      aria-label="Contacts"
      height={320}
      options={{ initialSize: 5 }}
      renderItem={(contact) => \`\${contact.name} <\${contact.email}>\`}
    />
  )
}
`

export const childrenCode = `
import { InfiniteList } from 'pagekit'

${USER}

${indexGetKey(10)}
${jsonFetcher()}

export function Users() {
  return (
    <InfiniteList getKey={getKey} fetcher={fetcher} aria-label="Users" height={320}>
      {(user, index) => \`\${index + 1}. \${user.name} (\${user.role})\`}
    </InfiniteList>
  )
}
`

export const attributesCode = `
import { InfiniteList } from 'pagekit'

${USER}

${indexGetKey(10)}
${jsonFetcher()}

export function Team() {
  return (
    <section>
      <h4 id="team-heading">Our team</h4>
      <p id="team-note">Sorted by name.</p>
      <InfiniteList
        getKey={getKey}
        fetcher={fetcher}
        aria-labelledby="team-heading"
        aria-describedby="team-note"
        id="team-feed"
        className="team-list"
        data-section="team"
        style={{ maxWidth: 480, borderWidth: 3 }}
        height={320}
        renderItem={(user) => user.name}
      />
    </section>
  )
}
`

export const rootScrollCode = `
import { useState } from 'react'
import { InfiniteList } from 'pagekit'

${USER}

${indexGetKey(10)}
${jsonFetcher()}

export function Users() {
  const [scrolled, setScrolled] = useState(0)
  return (
    <>
      <p>Scrolled down {scrolled} px</p>
      <InfiniteList
        getKey={getKey}
        fetcher={fetcher}
        aria-label="Users"
        height={320}
        onScroll={(event) => setScrolled(Math.round(event.currentTarget.scrollTop))}
        renderItem={(user) => user.name}
      />
    </>
  )
}
`

export const scrollAnchoringOffCode = `
import { InfiniteList } from 'pagekit'

${USER}

// Opened at page 3: list page i is server page i + 2; pages before it have negative indexes.
const start = 2
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex + start}&limit=10\`
const getPreviousKey = (firstPageIndex: number) =>
  firstPageIndex + start > 0 ? \`/users?page=\${firstPageIndex + start - 1}&limit=10\` : null
${jsonFetcher()}

export function Users() {
  return (
    <InfiniteList
      getKey={getKey}
      getPreviousKey={getPreviousKey}
      fetcher={fetcher}
      loadMode="manual"
      scrollAnchoring={false}
      aria-label="Users"
      height={320}
      renderItem={(user) => user.name}
    />
  )
}
`

/** Items whose own content carries `data-index` (the rows of a list inside an item). */
export const itemLinksCode = `
import { InfiniteList } from 'pagekit'

${USER}

${indexGetKey(10)}
${jsonFetcher()}

// Each card's links are a list of its own; their data-index does not confuse the feed.
function UserLinks({ user }: { user: User }) {
  return (
    <>
      <strong>{user.name}</strong>
      <ul aria-label={\`Links of \${user.name}\`}>
        {['Profile', 'Messages'].map((label, index) => (
          <li key={label} data-index={index}>
            <a href={\`#\${label.toLowerCase()}-\${user.id}\`}>{label}</a>
          </li>
        ))}
      </ul>
    </>
  )
}

export function Users() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      aria-label="Users"
      height={320}
      renderItem={(user) => <UserLinks user={user} />}
    />
  )
}
`
