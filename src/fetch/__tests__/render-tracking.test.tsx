import { act, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { useFetch, useFetchConfig, type ScopedMutator } from '../../index'
import { createKey, renderWithConfig, resolveAfter, sleep } from './helpers'

function setup<P extends object>(Body: (props: P & { key0: string; fetcher: () => Promise<string> }) => ReactElement | null, props: P) {
  const key0 = createKey()
  const fetcher = vi.fn(() => resolveAfter('v', 5))
  let mutate!: ScopedMutator
  function Grab() { mutate = useFetchConfig().mutate; return null }
  renderWithConfig(<><Grab /><Body {...props} key0={key0} fetcher={fetcher} /></>)
  return { key: key0, fetcher, revalidate: () => act(async () => { await mutate(key0); await sleep(10) }) }
}

test('a component that reads only data does not re-render when isValidating flips', async () => {
  let renders = 0
  const { revalidate, fetcher } = setup(({ key0, fetcher: f }) => {
    const { data } = useFetch(key0, f, { dedupingInterval: 0 })
    renders++
    return <p>data:{data}</p>
  }, {})
  await screen.findByText('data:v')
  expect(renders).toBe(2) // undefined → 'v'
  await revalidate()
  expect(fetcher).toHaveBeenCalledTimes(2)
  expect(renders).toBe(2)
})

test('a component that reads isValidating re-renders when it flips', async () => {
  const states: boolean[] = []
  const { revalidate } = setup(({ key0, fetcher: f }) => {
    const { data, isValidating } = useFetch(key0, f, { dedupingInterval: 0 })
    states.push(isValidating)
    return <p>data:{data}</p>
  }, {})
  await screen.findByText('data:v')
  const before = states.length
  await revalidate()
  expect(states.slice(before)).toEqual([true, false])
})

test('a component that reads nothing renders only once for a whole request', async () => {
  let renders = 0
  setup(({ key0, fetcher: f }) => {
    useFetch(key0, f)
    renders++
    return <p>mounted</p>
  }, {})
  await act(() => sleep(30))
  expect(renders).toBe(1)
})

test('a component that reads only error does not re-render for data or isLoading', async () => {
  let renders = 0
  setup(({ key0, fetcher: f }) => {
    const { error } = useFetch(key0, f)
    renders++
    return <p>{String(error)}</p>
  }, {})
  await act(() => sleep(30))
  expect(renders).toBe(1)
})

test('a component that reads isLoading re-renders when loading ends, not on later revalidations', async () => {
  const states: boolean[] = []
  const { revalidate } = setup(({ key0, fetcher: f }) => {
    const { isLoading } = useFetch(key0, f, { dedupingInterval: 0 })
    states.push(isLoading)
    return null
  }, {})
  await act(() => sleep(30))
  expect(states).toEqual([true, false])
  await revalidate()
  expect(states).toEqual([true, false])
})

test('reading a field later (after a conditional) starts tracking it from then on', async () => {
  const seen: string[] = []
  const { revalidate } = setup(({ key0, fetcher: f }) => {
    const res = useFetch(key0, f, { dedupingInterval: 0 })
    const text = res.data ? `data:${res.data} validating:${res.isValidating}` : 'no data'
    seen.push(text)
    return <p>{text}</p>
  }, {})
  await screen.findByText('data:v validating:false')
  await revalidate()
  expect(seen.slice(-2)).toEqual(['data:v validating:true', 'data:v validating:false'])
})
