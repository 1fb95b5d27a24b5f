import { act, render, screen } from '@testing-library/react'
import { useFetch, FetchConfig, mutate } from '../../index'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let n = 0
const k = () => `key-${++n}`

test('fetches and renders data; dedupes across two hooks', async () => {
  const key = k()
  const fetcher = vi.fn(async (x: string) => { await sleep(5); return `data:${x}` })
  function A() { const { data } = useFetch(key, fetcher); return <p>a {data}</p> }
  function B() { const { data, isLoading } = useFetch(key, fetcher); return <p>b {isLoading ? 'loading' : data}</p> }
  render(<FetchConfig value={{ provider: () => new Map() }}><A /><B /></FetchConfig>)
  expect(screen.getByText('b loading')).toBeInTheDocument()
  await screen.findByText(`a data:${key}`)
  await screen.findByText(`b data:${key}`)
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('error in error; global mutate updates', async () => {
  const key = k()
  function A() { const { data, error } = useFetch(key, async () => { throw new Error('boom') }, { shouldRetryOnError: false }); return <p>{error ? error.message : String(data)}</p> }
  render(<A />)
  await screen.findByText('boom')
  await act(() => mutate(key, 'hello', false))
  await screen.findByText('hello')
})
