// <Pager> rendered on a server, then hydrated: the navigation landmark, the current page and the
// links are in the server HTML, and hydration keeps them without a mismatch.
import { ssrTests } from '../../test/ssr'

const renderBoth = ssrTests()

test('controlled, with buttons: the landmark, the current page and the ellipsis label', async () => {
  const server = await renderBoth(({ root }) => <root.Pager page={2} pageCount={10} onPageChange={() => {}} />)
  expect(server.querySelector('nav')).toHaveAttribute('aria-label', 'Pagination')
  expect(server.querySelector('[aria-current=page]')).toHaveTextContent('3')
  expect(server.querySelector('[data-pager-item=end-ellipsis]')).toHaveTextContent('Pages 6 to 9 not shown')
})

test('uncontrolled, with links: hrefs and rel="next" work before any script runs', async () => {
  const server = await renderBoth(({ root }) => <root.Pager defaultPage={0} pageCount={10} hrefBuilder={(page) => `/users/${page}`} />)
  expect(server.querySelector('a[aria-current=page]')).toHaveAttribute('href', '/users/0')
  expect(server.querySelector('a[rel=next]')).toHaveAttribute('href', '/users/1')
  expect(server.querySelector('[data-pager-item=previous] a')).toHaveAttribute('aria-disabled', 'true')
})

test('headless, with an unknown total (hasNext)', async () => {
  const server = await renderBoth(({ headless }) => <headless.PagerBase page={0} hasNext />)
  expect([...server.querySelectorAll('[data-pager-item]')].map((li) => li.getAttribute('data-pager-item')))
    .toEqual(['previous', 'page', 'page', 'next'])
})
