import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { useFetch, useFetchConfig, type KeyedMutator } from '../../index'
import { createKey, flush, renderWithConfig, sleep } from './helpers'

const deferred = <T,>() => {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((res) => { resolve = res })
  return { promise, resolve }
}

test('key change during an in-flight request: the old key\'s late answer never shows', async () => {
  const prefix = createKey()
  const answers = { a: deferred<string>(), b: deferred<string>() }
  const seen: (string | undefined)[] = []
  let setId!: (id: 'a' | 'b') => void
  function Page() {
    const [id, set] = useState<'a' | 'b'>('a')
    setId = set
    const { data } = useFetch(`${prefix}/${id}`, () => answers[id].promise)
    seen.push(data)
    return <p>data:{data ?? 'none'}</p>
  }
  renderWithConfig(<Page />)
  act(() => setId('b'))
  await act(async () => { answers.b.resolve('B'); await sleep(5) })
  expect(screen.getByText('data:B')).toBeInTheDocument()
  await act(async () => { answers.a.resolve('A'); await sleep(5) })
  expect(screen.getByText('data:B')).toBeInTheDocument()
  expect(seen).not.toContain('A')
})

test('key change: the old key\'s answer is still cached for that key, and its callbacks stay silent', async () => {
  const prefix = createKey()
  const answers = { a: deferred<string>(), b: deferred<string>() }
  const onSuccess = vi.fn()
  let setId!: (id: 'a' | 'b') => void
  let cache!: Map<string, { data?: unknown }>
  function Page() {
    const [id, set] = useState<'a' | 'b'>('a')
    setId = set
    cache = useFetchConfig().cache as never
    useFetch(`${prefix}/${id}`, () => answers[id].promise, { onSuccess })
    return null
  }
  renderWithConfig(<Page />)
  act(() => setId('b'))
  await act(async () => { answers.a.resolve('A'); await sleep(5) })
  expect(cache.get(`${prefix}/a`)?.data).toBe('A')
  expect(onSuccess).not.toHaveBeenCalled()
})

test('two overlapping requests for one key: the later request wins, the earlier answer is discarded (onDiscarded)', async () => {
  const key = createKey()
  const answers = [deferred<string>(), deferred<string>()]
  let call = 0
  const onDiscarded = vi.fn()
  let mutate!: KeyedMutator<string>
  function Page() {
    const res = useFetch(key, () => answers[call++].promise, { onDiscarded, dedupingInterval: 0 })
    mutate = res.mutate
    return <p>data:{res.data ?? 'none'}</p>
  }
  renderWithConfig(<Page />)
  await flush()
  let second!: Promise<unknown>
  act(() => { second = mutate() }) // starts request 2 while request 1 is in flight
  await act(async () => { answers[1].resolve('second'); await second })
  expect(screen.getByText('data:second')).toBeInTheDocument()
  await act(async () => { answers[0].resolve('first'); await sleep(5) })
  expect(screen.getByText('data:second')).toBeInTheDocument()
  expect(onDiscarded).toHaveBeenCalledWith(key)
})

test('a revalidation that started before a mutation is discarded (onDiscarded) and the mutated data stays', async () => {
  const key = createKey()
  const slow = deferred<string>()
  const onDiscarded = vi.fn()
  let mutate!: KeyedMutator<string>
  function Page() {
    const res = useFetch(key, () => slow.promise, { onDiscarded })
    mutate = res.mutate
    return <p>data:{res.data ?? 'none'}</p>
  }
  renderWithConfig(<Page />)
  await act(() => mutate('mutated', false))
  await act(async () => { slow.resolve('stale from server'); await sleep(5) })
  expect(screen.getByText('data:mutated')).toBeInTheDocument()
  expect(onDiscarded).toHaveBeenCalledWith(key)
})

test('concurrent mutations: the latest wins even when the earlier one resolves later', async () => {
  const key = createKey()
  const first = deferred<string>()
  const second = deferred<string>()
  let mutate!: KeyedMutator<string>
  function Page() {
    const res = useFetch(key, async () => 'server', { revalidateOnMount: false })
    mutate = res.mutate
    return <p>data:{res.data ?? 'none'}</p>
  }
  renderWithConfig(<Page />)
  let p1!: Promise<unknown>
  let p2!: Promise<unknown>
  act(() => {
    p1 = mutate(first.promise, false)
    p2 = mutate(second.promise, false)
  })
  await act(async () => { second.resolve('latest'); await p2 })
  expect(screen.getByText('data:latest')).toBeInTheDocument()
  await act(async () => { first.resolve('earlier'); await expect(p1).resolves.toBe('earlier') })
  expect(screen.getByText('data:latest')).toBeInTheDocument()
})

test('concurrent optimistic mutations: a failing earlier one does not roll back over the later one', async () => {
  const key = createKey()
  let rejectFirst!: (e: unknown) => void
  const firstFailing = new Promise<string>((_, rej) => { rejectFirst = rej })
  const second = deferred<string>()
  let mutate!: KeyedMutator<string>
  function Page() {
    const res = useFetch<string>(key, null)
    mutate = res.mutate
    return <p>data:{res.data ?? 'none'}</p>
  }
  renderWithConfig(<Page />, { provider: () => new Map([[key, { data: 'committed' }]]) })
  let p1!: Promise<unknown>
  let p2!: Promise<unknown>
  act(() => {
    p1 = mutate(firstFailing, { optimisticData: 'opt1', revalidate: false })
    p2 = mutate(second.promise, { optimisticData: 'opt2', revalidate: false })
  })
  expect(screen.getByText('data:opt2')).toBeInTheDocument()
  await act(async () => { rejectFirst(new Error('x')); await p1.catch(() => {}) })
  expect(screen.getByText('data:opt2')).toBeInTheDocument()
  await act(async () => { second.resolve('final'); await p2 })
  expect(screen.getByText('data:final')).toBeInTheDocument()
})

test('a mutation while mounted hooks fetch: the revalidation after it is not discarded', async () => {
  const key = createKey()
  let n = 0
  let mutate!: KeyedMutator<number>
  function Page() {
    const res = useFetch(key, async () => { await sleep(5); return ++n }, { dedupingInterval: 0 })
    mutate = res.mutate
    return <p>data:{res.data ?? 'none'}</p>
  }
  renderWithConfig(<Page />)
  await screen.findByText('data:1')
  await act(() => mutate(100))
  await screen.findByText('data:2')
})
