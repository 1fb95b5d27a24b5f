import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { deepLinkKeys, indexKey, makeUser, usersUrl, type User } from '../../../mocks'
import { showCode, useMockApi } from '../../support'
import { attributesCode, childrenCode, contactsCode, itemLinksCode, rootScrollCode, scrollAnchoringOffCode } from './attributesCode'
import { UsersList } from './demos'
import { listArgTypes } from './argTypes'
import { articlesOf, feedOf, firstVisibleArticle, listRoot, logOf, openList, scrollToEnd, scrollToTop, settle, T } from './play'

/**
 * The props that say who the items are and what the list's own elements carry. `itemKey` names
 * an item's identity when it is not its `id`: an item that comes again on a later page (rows
 * added at the top between two requests shift the pages) is shown once. `children` is the same
 * as `renderItem`, as a render function. `aria-labelledby` names the feed after a heading of the
 * page, `id` is the feed's id, and `className`, `style` and every other attribute or handler of
 * a `<div>` (`onScroll`, `tabIndex`, `title`, …) go on the list's root element.
 * `scrollAnchoring={false}` leaves the scroll position to the browser when pages come in above.
 * Each demo has its own mock server and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Items and attributes',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320 },
  argTypes: { ...listArgTypes, style: { control: false } },
  parameters: { mockApi: { total: 30, latency: 100 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

type Contact = { name: string; email: string }

// Pages 8 apart with 10 rows each: every page starts with the last two rows of the page before,
// as when two rows were added at the top between one request and the next.
const OVERLAP_STEP = 8
const overlappingKey = (pageIndex: number, previous: Contact[] | null) =>
  previous && !previous.length ? null : usersUrl({ offset: pageIndex * OVERLAP_STEP, limit: 10 })

/**
 * Contacts have no `id`; `itemKey={(contact) => contact.email}` says who they are. The source's
 * pages overlap by two rows (36 rows for 30 contacts): each contact is shown once, and in
 * development the list warns once, naming the repeated keys. Without `itemKey` an item is keyed
 * by its position, and the six repeated rows would be shown twice.
 */
export const ItemKey: Story = {
  name: 'itemKey: pages that overlap',
  args: {
    'aria-label': 'Contacts',
    getKey: overlappingKey as never,
    itemKey: ((contact: Contact) => contact.email) as never,
    renderItem: ((contact: Contact) => `${contact.name} <${contact.email}>`) as never,
    itemProps: undefined,
    options: { initialSize: 5 } as never,
  },
  parameters: {
    ...showCode(contactsCode),
    docsCheck: { consoleWarnings: ['items with the same key came in more than one place'] },
  },
  // The warning is part of what the story shows; it is printed once per page load.
  beforeEach: () => {
    const warn = spyOn(console, 'warn')
    return () => warn.mockRestore()
  },
  render: function Render(args) {
    const api = useMockApi()
    const fetcher = async (url: string): Promise<Contact[]> =>
      (await api.fetchJson<User[]>(url)).map(({ name, email }) => ({ name, email }))
    return <UsersList {...args} fetcher={fetcher as never} />
  },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-end]')).not.toBeNull(), T)
    await settle(canvasElement, log)
    await expect(log.entries().map((e) => e.offset)).toEqual([0, 8, 16, 24, 32])
    const shown = articlesOf(canvasElement).map((a) => a.textContent)
    await expect(shown).toEqual(Array.from({ length: 30 }, (_, i) => `${makeUser(i).name} <${makeUser(i).email}>`))
    await expect(articlesOf(canvasElement).at(-1)).toHaveAttribute('aria-posinset', '30')
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(makeUser(8).email))
  },
}

/** `children` as a render function: the same as `renderItem`, for lists written as JSX blocks. */
export const Children: Story = {
  name: 'children as the render function',
  args: { renderItem: undefined, itemProps: undefined },
  parameters: showCode(childrenCode),
  render: function Render(args) {
    const api = useMockApi()
    return (
      <InfiniteList {...(args as object)} getKey={indexKey(10)} fetcher={api.fetchJson<User[]>}>
        {(user, index) => `${index + 1}. ${user.name} (${user.role})`}
      </InfiniteList>
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    await openList(context)
    await expect(articlesOf(canvasElement)[0]).toHaveTextContent(`1. ${makeUser(0).name} (${makeUser(0).role})`)
    await expect(articlesOf(canvasElement)[9]).toHaveTextContent(`10. ${makeUser(9).name} (${makeUser(9).role})`)
  },
}

function UserLinks({ user }: { user: User }) {
  return (
    <>
      <strong>{user.name}</strong>
      <ul aria-label={`Links of ${user.name}`} style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
        {['Profile', 'Messages'].map((label, index) => (
          <li key={label} data-index={index}><a href={`#${label.toLowerCase()}-${user.id}`}>{label}</a></li>
        ))}
      </ul>
    </>
  )
}

/**
 * An item's own content may carry `data-index`, as the rows of a list virtualized inside an
 * item do. Here each card's links are a list whose `<li>`s carry `data-index` 0 and 1. The feed
 * takes only its own children for its articles: Page Down from a link moves to the next user's
 * article and Page Up to the one before, as from the article itself.
 */
export const ItemContentWithDataIndex: Story = {
  name: 'item content with its own data-index',
  args: { renderItem: ((user: User) => <UserLinks user={user} />) as never, itemProps: undefined },
  parameters: showCode(itemLinksCode),
  play: async (context) => {
    const { canvasElement } = context
    await openList(context)
    const items = articlesOf(canvasElement)
    within(items[4]).getByRole('link', { name: 'Messages' }).focus()
    await userEvent.keyboard('{PageDown}')
    await expect(items[5]).toHaveFocus()
    within(items[5]).getByRole('link', { name: 'Profile' }).focus()
    await userEvent.keyboard('{PageUp}')
    await expect(items[4]).toHaveFocus()
  },
}

/**
 * `aria-labelledby` names the feed after the heading above it (instead of `aria-label`), `id`
 * is the feed's own id (a Load more button's `aria-controls` and links point at it), and other
 * `aria-*` attributes (here `aria-describedby`, the note under the heading) go on the feed too.
 * `className`, `style` and `data-*` attributes go on the list's root, over the skin's styles.
 */
export const RootAttributes: Story = {
  name: 'aria-labelledby, id, className, style and other attributes',
  args: {
    'aria-label': undefined,
    'aria-labelledby': 'team-heading',
    id: 'team-feed',
    className: 'team-list',
    style: { maxWidth: 480, borderWidth: 3 },
  },
  parameters: showCode(attributesCode),
  render: (args) => (
    <section>
      <h4 id="team-heading" style={{ margin: '0 0 8px' }}>Our team</h4>
      <p id="team-note" style={{ margin: '0 0 8px' }}>Sorted by name.</p>
      <UsersList {...args} aria-describedby="team-note" data-section="team" />
    </section>
  ),
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await openList(context)
    const feed = canvas.getByRole('feed', { name: 'Our team' })
    await expect(feed).toHaveAttribute('id', 'team-feed')
    await expect(feed).not.toHaveAttribute('aria-label')
    await expect(feed).toHaveAccessibleDescription('Sorted by name.')
    const root = listRoot(canvasElement)
    await expect(root).toHaveClass('team-list')
    await expect(root).toHaveAttribute('data-section', 'team')
    await expect(root).toHaveStyle({ maxWidth: '480px', borderTopWidth: '3px' })
    // The skin's own styles stay: its scroll area of `height`.
    await expect(root).toHaveStyle({ height: '320px', overflowY: 'auto' })
  },
}

/**
 * The list's root takes a `<div>`'s handlers and attributes: `onScroll` on a list with `height`
 * fires as its scroll area scrolls, here to show how far the reader has scrolled. The list's own
 * loading on scroll goes on beside it: at the end of the first page the next one comes in.
 */
export const RootScroll: Story = {
  name: 'onScroll: how far the reader has scrolled',
  parameters: showCode(rootScrollCode),
  render: function Render(args) {
    const [scrolled, setScrolled] = useState(0)
    return (
      <>
        <p style={{ margin: '0 0 8px' }}>Scrolled down {scrolled} px</p>
        <UsersList {...args} onScroll={(event) => setScrolled(Math.round(event.currentTarget.scrollTop))} />
      </>
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log, root } = await openList(context)
    await expect(canvas.getByText('Scrolled down 0 px')).toBeInTheDocument()
    root.scrollTop = 100
    await waitFor(() => expect(canvas.getByText('Scrolled down 100 px')).toBeInTheDocument(), T)
    await scrollToEnd(root)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
    await expect(canvas.queryByText('Scrolled down 100 px')).toBeNull()
  },
}

const DEEP_LINK_START = 2
const deepLink = deepLinkKeys(DEEP_LINK_START)

/**
 * `scrollAnchoring={false}` with a list opened at page 3 (users 21–30) and a **Load previous**
 * button. Pressed at the top, the earlier page comes in below the button, where the reader is:
 * users 11–20 are in view and user 21 moves down by the page. By default the list keeps the user
 * on screen in place instead and the new page waits above it, out of view.
 */
export const ScrollAnchoringOff: Story = {
  name: 'scrollAnchoring={false}',
  args: {
    getKey: deepLink.getKey as never,
    getPreviousKey: deepLink.getPreviousKey as never,
    loadMode: 'manual',
    scrollAnchoring: false,
  },
  parameters: showCode(scrollAnchoringOffCode),
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log, root } = await openList(context)
    await scrollToTop(root)
    const user21 = articlesOf(canvasElement)[0]
    await expect(user21).toHaveTextContent(makeUser(20).name)
    const topBefore = user21.getBoundingClientRect().top
    canvas.getByRole('button', { name: 'Load previous' }).click()
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([2, 1])
    await expect(root.scrollTop).toBe(0)
    await expect(firstVisibleArticle(canvasElement, root)).toHaveTextContent(makeUser(10).name)
    // User 21 moved down by the ten articles that came in above it.
    const page = user21.getBoundingClientRect().top - articlesOf(canvasElement)[0].getBoundingClientRect().top
    await expect(user21.getBoundingClientRect().top - topBefore).toBeCloseTo(page, -1)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
  },
}
