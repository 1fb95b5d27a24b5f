// Compat: the same scenario run through SWR 2.x's useSWR (the reference, a dev dependency) and
// through useFetch must render the same sequence of { data, error, isLoading, isValidating }.
import { act, render } from '@testing-library/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import useSWR, { SWRConfig } from 'swr'
import { FetchConfig, useFetch } from '../../index'
import { sleep } from './helpers'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
type AnyHook = (key: any, fetcher: any, config: any) => { data?: any; error?: any; isLoading: boolean; isValidating: boolean; mutate: any }
type Provider = ComponentType<{ value: any; children?: ReactNode }>
interface Ctl { setId: (id: string) => void; mutate: any }
interface Options { key?: (id: string) => unknown; makeFetcher?: () => (arg: any) => unknown; config?: Record<string, unknown>; cache?: [string, unknown][] }

const impls: [string, AnyHook, Provider][] = [
  ['swr', useSWR as unknown as AnyHook, SWRConfig as unknown as Provider],
  ['pagekit', useFetch as unknown as AnyHook, FetchConfig as unknown as Provider],
]
const fail = (message: string) => sleep(5).then(() => { throw new Error(message) })

async function run(useHook: AnyHook, Config: Provider, steps: (ctl: Ctl) => Promise<void>, options: Options): Promise<string[]> {
  const log: string[] = []
  const ctl = {} as Ctl
  const makeFetcher: NonNullable<Options['makeFetcher']> = options.makeFetcher ?? (() => (k: string) => sleep(10).then(() => `d:${k}`))
  // Counts the fetches in flight, so that each phase waits for its requests to settle instead of
  // guessing how long they take (a loaded machine delays timers and animation frames).
  let pending = 0
  const inner: (arg: any) => unknown = makeFetcher()
  const fetcher = (arg: unknown) => {
    const result = inner(arg)
    if (!(result instanceof Promise)) return result
    pending++
    return result.finally(() => pending--)
  }
  const settle = async (ms: number) => {
    await act(() => sleep(ms))
    // a revalidation deferred to the next animation frame has started by the second frame
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    for (let waited = 0; pending > 0 && waited < 2000; waited += 5) await act(() => sleep(5))
    await act(() => sleep(5))
  }
  function Page() {
    const [id, setId] = useState('a')
    ctl.setId = setId
    const res = useHook(options.key ? options.key(id) : `k-${id}`, fetcher, { dedupingInterval: 0, ...options.config })
    ctl.mutate = res.mutate
    log.push(`${JSON.stringify(res.data)}|${String(res.error?.message ?? res.error)}|L${+res.isLoading}|V${+res.isValidating}`)
    return null
  }
  const view = render(<Config value={{ provider: () => new Map(options.cache ?? []) }}><Page /></Config>)
  await settle(30)
  await steps(ctl)
  await settle(60)
  view.unmount()
  return log
}

const none = async () => {}
class Query { constructor(public id: string) {} }
const scenarios: Record<string, [(ctl: Ctl) => Promise<void>, Options?]> = {
  'first load': [none],
  'key change': [async (c) => { act(() => c.setId('b')) }],
  'key change, keepPreviousData': [async (c) => { act(() => c.setId('b')) }, { config: { keepPreviousData: true } }],
  'key change to a cached key': [async (c) => { act(() => c.setId('b')) }, { cache: [['k-b', { data: 'cachedB' }]] }],
  'key from null to a string': [async (c) => { act(() => c.setId('b')) }, { key: (id) => (id === 'a' ? null : `k-${id}`) }],
  'key function that throws': [none, { key: () => () => { throw new Error('not ready') } }],
  'array key': [none, { key: (id) => ['arr', id], makeFetcher: () => ([a, b]: string[]) => sleep(5).then(() => a + b) }],
  // A key holding a class instance made anew at each render is one key, hashed by its fields.
  'class-instance key, then a key change': [async (c) => { act(() => c.setId('b')) }, { key: (id) => new Query(id), makeFetcher: () => (q: Query) => sleep(5).then(() => `q:${q.id}`) }],
  'object key holding a class instance': [none, { key: (id) => ({ url: '/list', filter: new Query(id) }), makeFetcher: () => ({ filter }: { filter: Query }) => sleep(5).then(() => `f:${filter.id}`) }],
  'synchronous fetcher': [none, { makeFetcher: () => (k: string) => `sync ${k}` }],
  'mutate() revalidates': [async (c) => { await act(() => c.mutate()) }],
  'mutate(data)': [async (c) => { await act(() => c.mutate('x')) }],
  'mutate(fn, false)': [async (c) => { await act(() => c.mutate((cur: string) => `${cur}!`, false)) }],
  'mutate(undefined, false)': [async (c) => { await act(() => c.mutate(undefined, false)) }],
  'optimistic mutate': [async (c) => { await act(() => c.mutate(sleep(5).then(() => 'y'), { optimisticData: 'opt' })) }],
  'optimistic mutate, rollback': [async (c) => {
    await act(() => c.mutate(fail('r'), { optimisticData: 'opt' }).catch(() => {}))
  }],
  'optimistic mutate, rollback, no revalidate': [async (c) => {
    await act(() => c.mutate(fail('r'), { optimisticData: 'opt', revalidate: false }).catch(() => {}))
  }],
  'populateCache function': [async (c) => {
    await act(() => c.mutate('z', { populateCache: (r: string, cur: string) => cur + r, revalidate: false }))
  }],
  'error': [none, { makeFetcher: () => () => fail('e'), config: { shouldRetryOnError: false } }],
  'error, then mutate': [async (c) => { await act(() => c.mutate('fixed', false)) }, { makeFetcher: () => () => fail('e'), config: { shouldRetryOnError: false } }],
  'error, retry succeeds': [async () => { await act(() => sleep(100)) }, {
    makeFetcher: () => { let n = 0; return () => (n++ < 1 ? fail('e') : sleep(5).then(() => 'ok')) },
    config: { errorRetryInterval: 10 },
  }],
  'fallbackData': [none, { config: { fallbackData: 'fb' } }],
  'fallbackData + keepPreviousData, key change': [async (c) => { act(() => c.setId('b')) }, { config: { fallbackData: 'fb', keepPreviousData: true } }],
  'stale cache': [none, { cache: [['k-a', { data: 'cached' }]] }],
  'stale cache, revalidateIfStale false': [none, { config: { revalidateIfStale: false }, cache: [['k-a', { data: 'cached' }]] }],
  'revalidateOnMount false': [none, { config: { revalidateOnMount: false } }],
  'isPaused': [none, { config: { isPaused: () => true } }],
  'compare always equal': [async (c) => { await act(() => c.mutate()) }, { config: { compare: () => true } }],
  'focus': [async () => { await act(async () => { window.dispatchEvent(new Event('focus')); await sleep(20) }) }, { config: { focusThrottleInterval: 0 } }],
}

for (const [name, [steps, options = {}]] of Object.entries(scenarios)) {
  test(`compat with SWR 2.x: ${name} renders the same states`, async () => {
    const [[, swrHook, SwrConfig], [, ourHook, OurConfig]] = impls
    const expected = await run(swrHook, SwrConfig, steps, options)
    const actual = await run(ourHook, OurConfig, steps, options)
    expect(actual).toEqual(expected)
  })
}
