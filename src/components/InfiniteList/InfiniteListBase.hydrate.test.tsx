// Server rendering then hydration: the server has no IntersectionObserver (no window), the
// browser does. An app that renders a list with its first page on the server (fallback)
// must hydrate it without a mismatch, which would make React throw the server markup away.
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { FetchConfig } from '../../fetch'
import { unstable_serialize } from '../../infinite'
import { fetcher, withoutIntersectionObserver } from '../../test/infinite-list'
import { createUsersSource, indexKey, makeUsers, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { InfiniteListBase } from './InfiniteListBase'

const getKey = indexKey(10)

function App() {
  return (
    <FetchConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(getKey)]: [makeUsers(10)] } }}>
      <InfiniteListBase<User[]> getKey={getKey as never} fetcher={fetcher as never} renderItem={(u) => (u as User).name} aria-label="Users" />
    </FetchConfig>
  )
}

/** The markup the server sends: rendered with IntersectionObserver missing, as in Node. */
const serverMarkup = () => withoutIntersectionObserver(() => renderToString(<App />))

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

test('auto mode with server data hydrates without a mismatch: the server renders the sentinel, not a Load more button', async () => {
  useSource(createUsersSource({ total: 45 }))
  const container = document.createElement('div')
  container.innerHTML = await serverMarkup()
  document.body.append(container)
  expect(container.querySelectorAll('[role=article]')).toHaveLength(10)
  expect(container.querySelector('button')).toBeNull()
  const onRecoverableError = vi.fn()
  const consoleError = vi.spyOn(console, 'error')
  const firstArticle = container.querySelector('[role=article]')
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError })
  })
  expect(onRecoverableError).not.toHaveBeenCalled()
  expect(consoleError).not.toHaveBeenCalled()
  // Hydrated in place: the server's elements are kept.
  expect(container.querySelector('[role=article]')).toBe(firstArticle)
  expect(container.querySelector('[data-pagekit-sentinel]')).not.toBeNull()
})

test('a browser without IntersectionObserver hydrates the same markup, then shows the Load more button', async () => {
  useSource(createUsersSource({ total: 45 }))
  const container = document.createElement('div')
  container.innerHTML = await serverMarkup()
  document.body.append(container)
  const onRecoverableError = vi.fn()
  await withoutIntersectionObserver(async () => {
    await act(async () => {
      root = hydrateRoot(container, <App />, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.querySelector('button')).toHaveTextContent('Load more')
    expect(container.querySelector('[data-pagekit-sentinel]')).toBeNull()
  })
})
