// useFetch against the shared MSW users source (mocks/), over real fetch() in jsdom.
import { screen } from '@testing-library/react'
import { fetchJson, FetchError, makeUser, usersSource, usersUrl, type User } from '../../../mocks'
import { useFetch } from '../../index'
import { renderWithConfig } from './helpers'

test('two hooks on one /users page share a single HTTP request', async () => {
  const url = usersUrl({ page: 0, limit: 5 })
  function List({ label }: { label: string }) {
    const { data } = useFetch<User[]>(url, fetchJson)
    return <p>{label}:{data ? data.map((u) => u.name).join(',') : 'loading'}</p>
  }
  renderWithConfig(<><List label="a" /><List label="b" /></>)
  const names = Array.from({ length: 5 }, (_, i) => makeUser(i).name).join(',')
  await screen.findByText(`a:${names}`)
  expect(screen.getByText(`b:${names}`)).toBeInTheDocument()
  expect(usersSource.log.count()).toBe(1)
})

test('an HTTP 500 lands in error as the fetcher\'s FetchError; a retry after recovery shows data', async () => {
  usersSource.fail({ page: 1, status: 500, times: 1 })
  const url = usersUrl({ page: 1, limit: 3 })
  const seen: unknown[] = []
  function List() {
    const { data, error } = useFetch<User[], FetchError>(url, fetchJson, { errorRetryInterval: 20 })
    if (error) seen.push(error)
    return <p>{error ? `error ${error.status}` : data ? data.map((u) => u.id).join(',') : 'loading'}</p>
  }
  renderWithConfig(<List />)
  await screen.findByText('error 500')
  expect(seen[0]).toBeInstanceOf(FetchError)
  await screen.findByText('4,5,6', undefined, { timeout: 2000 })
  expect(usersSource.log.count()).toBe(2)
})
