// Compat, continued: a getKey that throws after page 0, a custom compare, revalidateOnMount over
// a cached list, a list that mounts while another loads its pages, a cursor source, StrictMode,
// a preloaded page, revalidateAll on focus, keepPreviousData with onSuccess, fallbackData, two
// lists on one key, parallel with onSuccess, initialSize on a remount, array keys, page keys that
// are class instances. Each scenario runs through useSWRInfinite and through useFetchInfinite
// (compat-harness.tsx); both must log the same states, fetches and return values.
import { act } from '@testing-library/react'
import { StrictMode } from 'react'
import { preload as swrPreload } from 'swr'
import { preload as pagekitPreload } from '../../index'
import { compatTests, indexKey, List, type Scenario } from './compat-harness'

class PageQuery { constructor(public page: number) {} }

const scenarios: Record<string, Scenario> = {
  'initialSize: 0, then setSize(fn)': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 0 }} />)
    await run.settle()
    await run.call('setSize(s => s + 2)', () => run.lists.A.setSize((s: number) => s + 2))
  },
  'a getKey that throws for page 1 ends the walk there': async (run) => {
    const getKey = (index: number) => { if (index > 0) throw new Error('no page'); return '/a?page=0' }
    const config = { ...run.callbacks('onError'), shouldRetryOnError: false, initialSize: 2 }
    await run.mount(<List id="A" getKey={getKey} fetcher={run.fetcher()} config={config} />)
    await run.settle()
  },
  'a custom compare decides which pages are refetched': async (run) => {
    const compare = (a: unknown, b: unknown) => JSON.stringify(a)?.slice(0, 4) === JSON.stringify(b)?.slice(0, 4)
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ compare, initialSize: 3 }} />)
    await run.settle()
    await run.call('mutate(data)', () => run.lists.A.mutate([['0.1'], ['1.9'], ['other']]))
  },
  'revalidateOnMount: false over a cached list, then setSize': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
    await rerender(null)
    await rerender(<List id="B" getKey={indexKey('a')} fetcher={f} config={{ revalidateOnMount: false }} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.B.setSize(3))
  },
  'a second list mounts while the first loads its pages': async (run) => {
    const f = run.fetcher(20)
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} />, { dedupingInterval: 100 })
    await act(() => vi.advanceTimersByTimeAsync(5))
    await rerender(<><List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} /><List id="B" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} /></>)
    await run.settle()
  },
  'setSize to a smaller size, then back, with revalidateFirstPage: false': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 3, revalidateFirstPage: false }} />)
    await run.settle()
    await run.call('setSize(1)', () => run.lists.A.setSize(1))
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'a cursor source: previousPageData is the page before': async (run) => {
    // How often getKey is called is not compared (pagekit skips pages it knows): the keys fetched are.
    const getKey = (index: number, previous: { next: number | null } | null) =>
      index === 0 ? '/c?cursor=0' : previous?.next == null ? null : `/c?cursor=${previous.next}`
    const f = run.fetcher(10, (key: string) => { const at = Number(key.split('=')[1]); return { items: [at], next: at < 2 ? at + 1 : null } })
    await run.mount(<List id="A" getKey={getKey} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
    await run.call('setSize(4)', () => run.lists.A.setSize(4))
  },
  'the hook unmounts while pages load, and mounts again': async (run) => {
    const f = run.fetcher(20)
    const list = <List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} />
    const { rerender } = await run.mount(list)
    await run.settle()
    await rerender(null)
    await rerender(list)
    await run.settle()
  },
  'StrictMode: one walk on mount, one on setSize': async (run) => {
    await run.mount(<StrictMode><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2 }} /></StrictMode>)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'a preloaded page is taken by the walk, under a custom provider too': async (run) => {
    const f = run.fetcher()
    const preload = run.lib.name === 'swr' ? swrPreload : pagekitPreload
    const getKey = (index: number) => (index < 2 ? run.key(`/p?page=${index}`) : null)
    preload(run.key('/p?page=1'), f)
    await run.mount(<List id="A" getKey={getKey} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
  },
  'revalidateAll: a focus refetches every page': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2, revalidateAll: true }} />, { focusThrottleInterval: 0 })
    await run.settle()
    await act(async () => { window.dispatchEvent(new Event('focus')) })
    await run.settle()
  },
  'keepPreviousData with onSuccess: one call per load of each key': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ keepPreviousData: true, ...run.callbacks('onSuccess') }} />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'fallbackData, then mutate(fn)': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ fallbackData: [['fb']], revalidateOnMount: false }} />)
    await run.settle()
    await run.call('mutate(fn, false)', () => run.lists.A.mutate((pages?: unknown[]) => { run.log(`fn(${JSON.stringify(pages)})`); return [['m']] }, false))
  },
  'two lists on one key: mutate() of one': async (run) => {
    const f = run.fetcher()
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} /><List id="B" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} /></>)
    await run.settle()
    await run.call('A mutate()', () => run.lists.A.mutate())
    await run.call('B setSize(3)', () => run.lists.B.setSize(3))
  },
  'parallel with onSuccess and setSize': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ parallel: true, initialSize: 2, ...run.callbacks('onSuccess') }} />)
    await run.settle()
    await run.call('setSize(4)', () => run.lists.A.setSize(4))
  },
  'a remount with another initialSize takes it while no size was set': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
    await rerender(null)
    await rerender(<List id="B" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 1 }} />)
    await run.settle()
  },
  'page keys that are class instances, made anew at each call of getKey': async (run) => {
    const getKey = (i: number, prev: unknown[] | null) => (prev && !prev.length ? null : new PageQuery(i))
    await run.mount(<List id="A" getKey={getKey} fetcher={run.fetcher(10, ({ page }: PageQuery) => (page < 2 ? [`p${page}`] : []))} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'array keys: fallback under unstable_serialize(getKey), then a bound mutate': async (run) => {
    const getKey = (i: number, prev: unknown[] | null) => (prev && !prev.length ? null : ['/arr', i])
    await run.mount(<List id="A" getKey={getKey} fetcher={run.fetcher(10, ([, i]: [string, number]) => (i < 2 ? [`p${i}`] : []))} />, { fallback: { [run.lib.serialize(getKey)]: [['fb']] } })
    await run.settle()
    await run.call('A mutate(data, false)', () => run.lists.A.mutate([['m']], false))
  },
}

compatTests(scenarios)
