import { act, render, screen } from '@testing-library/react'
import { FetchConfig } from '../../index'
import useFetchInfinite from '../index'

test('loads pages and setSize', async () => {
  const calls: string[] = []
  const fetcher = async (k: string) => { calls.push(k); return [k] }
  let api!: ReturnType<typeof useFetchInfinite<string[]>>
  function L() {
    const r = useFetchInfinite((i) => `p${i}`, fetcher)
    api = r
    return <p>{r.data ? r.data.flat().join(',') : 'loading'} size={r.size}</p>
  }
  render(<FetchConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><L /></FetchConfig>)
  await screen.findByText('p0 size=1')
  await act(() => api.setSize(2))
  await screen.findByText('p0,p1 size=2')
  expect(calls).toEqual(['p0', 'p0', 'p1'])
})
