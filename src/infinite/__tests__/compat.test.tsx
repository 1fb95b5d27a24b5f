// Compat: the same scenario, written as an SWR app writes it, run through SWR 2.x's
// useSWRInfinite (the reference, a dev dependency) and through useFetchInfinite. Both must show
// the same sequence of distinct { data, error, size, isLoading, isValidating } states and call
// the fetcher with the same keys in the same order. Consecutive equal states are merged: pagekit
// renders once per loaded page where SWR renders twice (README, "Beyond useSWRInfinite": renders
// per loaded page, 1 against SWR's 2), so only the distinct states are comparable.
import { act, render } from '@testing-library/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { SWRConfig, useSWRConfig } from 'swr'
import useSWRInfinite, { unstable_serialize as swrSerialize } from 'swr/infinite'
import useFetchInfinite, { unstable_serialize } from '../index'
import { FetchConfig, useFetchConfig } from '../../index'
import { sleep } from './helpers'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
type AnyHook = (getKey: any, fetcher: any, config: any) => {
  data?: any; error?: any; size: number; isLoading: boolean; isValidating: boolean; mutate: any; setSize: any
}
interface Impl { hook: AnyHook; Config: ComponentType<{ value: any; children?: ReactNode }>; useConfig: () => { mutate: any }; serialize: (getKey: any) => string }
type GetKey = (index: number, previous: any) => unknown
interface Ctl {
  /** The list's current state (`size`, `data`, …) and methods. */
  res: ReturnType<AnyHook>
  setId: (id: string) => void
  remount: () => void
  globalMutate: (...args: any[]) => Promise<unknown>
  serialize: () => string
  settle: (ms?: number) => Promise<void>
  /** Records what a call returned (its promise's value), compared like the states. */
  note: (value: unknown) => void
}
interface Options {
  /** The list for the source `id` (default: an index source of 5 pages, then an empty page). */
  getKey?: (id: string) => GetKey
  /** A fetcher for each run (default: `page(key)` after 10 ms). */
  makeFetcher?: () => (key: any) => unknown
  config?: Record<string, unknown>
}

const impls: Record<'swr' | 'pagekit', Impl> = {
  swr: { hook: useSWRInfinite as unknown as AnyHook, Config: SWRConfig as any, useConfig: useSWRConfig as any, serialize: swrSerialize },
  pagekit: { hook: useFetchInfinite as unknown as AnyHook, Config: FetchConfig as any, useConfig: useFetchConfig as any, serialize: unstable_serialize as any },
}

const PAGES = 5
/** The index source of the README: `/a?page=N` answers two items; past page 4, an empty page. */
const indexKey = (id: string): GetKey => (i, prev) => (prev && !prev.length ? null : `/${id}?page=${i}`)
const pageOf = (key: string): string[] => {
  const page = Number(/page=(-?\d+)/.exec(key)?.[1])
  return page < PAGES ? [`${key}#0`, `${key}#1`] : []
}
/** Each fetch of a key answers a new version of its page, so the states show which pages were refetched. */
const versioned = () => {
  const versions = new Map<string, number>()
  return (key: string) => sleep(10).then(() => {
    const v = (versions.get(key) ?? 0) + 1
    versions.set(key, v)
    return pageOf(key).map((item) => `${item}v${v}`)
  })
}
const fail = (message: string) => sleep(5).then(() => { throw new Error(message) })

interface Run { states: string[]; calls: string[]; notes: string[] }

async function run(impl: Impl, steps: (ctl: Ctl) => Promise<void>, options: Options): Promise<Run> {
  const states: string[] = []
  const calls: string[] = []
  const notes: string[] = []
  const ctl = {} as Ctl
  ctl.note = (value) => {
    notes.push(JSON.stringify(value) ?? 'undefined')
  }
  const inner: (key: any) => unknown = (options.makeFetcher ?? versioned)()
  // Counts the fetches in flight, so that each phase waits for its requests to settle instead of
  // guessing how long they take (a loaded machine delays timers).
  let pending = 0
  const fetcher = (key: unknown) => {
    calls.push(JSON.stringify(key))
    const result = inner(key)
    if (!(result instanceof Promise)) return result
    pending++
    return result.finally(() => pending--)
  }
  ctl.settle = async (ms = 20) => {
    await act(() => sleep(ms))
    for (let waited = 0; pending > 0 && waited < 3000; waited += 5) await act(() => sleep(5))
    await act(() => sleep(20))
  }
  const makeKey = options.getKey ?? indexKey
  function List({ id }: { id: string }) {
    const getKey = makeKey(id)
    const res = impl.hook(getKey, fetcher, { dedupingInterval: 0, shouldRetryOnError: false, ...options.config })
    const { mutate } = impl.useConfig()
    ctl.res = res
    ctl.globalMutate = mutate
    ctl.serialize = () => impl.serialize(getKey)
    const state = JSON.stringify({ data: res.data, error: res.error?.message ?? res.error, size: res.size, isLoading: res.isLoading, isValidating: res.isValidating })
    if (states[states.length - 1] !== state) states.push(state)
    return null
  }
  function Page() {
    const [id, setId] = useState('a')
    const [mount, setMount] = useState(0)
    ctl.setId = setId
    ctl.remount = () => setMount((n) => n + 1)
    return <List key={mount} id={id} />
  }
  const view = render(<impl.Config value={{ provider: () => new Map() }}><Page /></impl.Config>)
  await ctl.settle()
  await steps(ctl)
  await ctl.settle(40)
  view.unmount()
  return { states, calls, notes }
}

const none = async () => {}
const grow = (times: number) => async (c: Ctl) => {
  for (let n = 0; n < times; n++) {
    await act(() => c.res.setSize(c.res.size + 1))
    await c.settle()
  }
}
/** The cursor source: `{ data, nextCursor }`, the last page's nextCursor null. */
const cursorKey = (id: string): GetKey => (i, prev) => (i === 0 ? `/${id}/c?cursor=0` : prev.nextCursor === null ? null : `/${id}/c?cursor=${prev.nextCursor}`)
const cursorFetcher = () => (key: string) => sleep(10).then(() => {
  const cursor = Number(/cursor=(\d+)/.exec(key)![1])
  return { data: [`${key}#0`], nextCursor: cursor < 2 ? cursor + 1 : null }
})

const both: Record<string, [(ctl: Ctl) => Promise<void>, Options?]> = {
  'index source, initial load': [none],
  'setSize(size + 1) three times': [grow(3)],
  'shrinking size': [async (c) => {
    await act(() => c.res.setSize(1))
    await c.settle()
  }, { config: { initialSize: 3 } }],
  'initialSize: 3': [none, { config: { initialSize: 3 } }],
  'initialSize: 0': [none, { config: { initialSize: 0 } }],
  'revalidateFirstPage: false, setSize twice': [grow(2), { config: { revalidateFirstPage: false } }],
  'revalidateFirstPage: false, remount': [async (c) => {
    await grow(1)(c)
    act(() => c.remount())
    await c.settle()
  }, { config: { revalidateFirstPage: false } }],
  'remount with cached pages': [async (c) => {
    await grow(2)(c)
    act(() => c.remount())
    await c.settle()
  }],
  'revalidateAll: true on mount': [none, { config: { revalidateAll: true, initialSize: 3 } }],
  'revalidateAll: true, remount with cached pages': [async (c) => {
    act(() => c.remount())
    await c.settle()
  }, { config: { revalidateAll: true, initialSize: 3 } }],
  'revalidateAll: true, mutate()': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { config: { revalidateAll: true, initialSize: 3 } }],
  'persistSize: true, first page key changes': [async (c) => {
    await grow(2)(c)
    act(() => c.setId('b'))
    await c.settle()
  }, { config: { persistSize: true } }],
  'persistSize: false, first page key changes': [async (c) => {
    await grow(2)(c)
    act(() => c.setId('b'))
    await c.settle()
  }],
  'persistSize: false, back to a key that had a size': [async (c) => {
    await grow(2)(c)
    act(() => c.setId('b'))
    await c.settle()
    act(() => c.setId('a'))
    await c.settle()
  }],
  'cursor source ending on null': [grow(3), { getKey: cursorKey, makeFetcher: cursorFetcher, config: { initialSize: 2 } }],
  'getKey null for page 0 (not ready)': [none, { getKey: () => () => null }],
  'getKey null for page 0, then ready': [async (c) => {
    act(() => c.setId('b'))
    await c.settle()
  }, { getKey: (id) => (id === 'a' ? () => null : indexKey(id)) }],
  'parallel: true': [grow(1), { config: { parallel: true, initialSize: 3 } }],
  'bound mutate(newData, false)': [async (c) => {
    await act(() => c.res.mutate([['x'], ['y']], false))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'bound mutate(fn, false)': [async (c) => {
    await act(() => c.res.mutate((pages: string[][]) => [...pages, ['z']], false))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'bound mutate()': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'bound mutate(data) revalidates the changed pages': [async (c) => {
    const pages = c.res.data as string[][]
    await act(() => c.res.mutate([pages[0], ['changed']]))
    await c.settle()
  }, { config: { initialSize: 3 } }],
  'bound mutate(data, { revalidate: (pageData, key) => … })': [async (c) => {
    await act(() => c.res.mutate(c.res.data, { revalidate: (_page: unknown, key: string) => key.endsWith('page=2') }))
    await c.settle()
  }, { config: { initialSize: 3 } }],
  'global mutate(unstable_serialize(getKey))': [async (c) => {
    await act(() => c.globalMutate(c.serialize()))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'global mutate(unstable_serialize(getKey), data, false)': [async (c) => {
    await act(() => c.globalMutate(c.serialize(), [['g']], false))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'fallbackData': [none, { config: { fallbackData: [['fb']] } }],
  'page 0 fails on first load': [none, { makeFetcher: () => () => fail('e') }],
  // Parallel: page 0's revalidation fails while page 2 loads for the first time; the list
  // keeps the pages it held and does not reach the new page beyond the failed one.
  'parallel: setSize(size + 1) whose page 0 revalidation fails': [grow(1), {
    config: { parallel: true, initialSize: 2 },
    makeFetcher: () => { const ok = versioned(); let n = 0; return (key: string) => (key.endsWith('page=0') && n++ === 1 ? fail('e') : ok(key)) },
  }],
  'setSize and mutate resolve to the pages': [async (c) => {
    await act(async () => { c.note(await c.res.setSize(2)) })
    await c.settle()
    await act(async () => { c.note(await c.res.mutate()) })
    await c.settle()
    await act(async () => { c.note(await c.res.mutate([['m']], false)) })
  }],
  'setSize(fn)': [async (c) => {
    await act(() => c.res.setSize((s: number) => s + 2))
    await c.settle()
  }],
  'setSize past the end of the list': [async (c) => {
    await act(() => c.res.setSize(8))
    await c.settle()
  }],
  'setSize to the loaded size': [async (c) => {
    await act(() => c.res.setSize(2))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'setSize back up to cached pages': [async (c) => {
    await act(() => c.res.setSize(1))
    await c.settle()
    await act(() => c.res.setSize(3))
    await c.settle()
  }, { config: { initialSize: 3 } }],
  'parallel: true with a cursor getKey gets null as the previous page': [none, {
    getKey: (id) => (i: number, prev: unknown) => `/${id}?page=${i}&prev=${prev === null ? 'null' : 'data'}`, config: { parallel: true, initialSize: 3 },
  }],
  'revalidateOnMount: true, remount': [async (c) => {
    act(() => c.remount())
    await c.settle()
  }, { config: { revalidateOnMount: true, initialSize: 2 } }],
  'revalidateOnMount: false': [none, { config: { revalidateOnMount: false } }],
  'optimistic mutate': [async (c) => {
    await act(() => c.res.mutate(sleep(5).then(() => [['y']]), { optimisticData: [['opt']], revalidate: false }))
    await c.settle()
  }],
  'optimistic mutate, rollback': [async (c) => {
    await act(() => c.res.mutate(fail('r'), { optimisticData: [['opt']], revalidate: false }).catch(() => {}))
    await c.settle()
  }],
  'keepPreviousData, first page key changes': [async (c) => {
    act(() => c.setId('b'))
    await c.settle()
  }, { config: { keepPreviousData: true } }],
  'getKey that throws (not ready)': [none, { getKey: () => () => { throw new Error('not ready') } }],
  'focus revalidates the first page': [async (c) => {
    await act(async () => { window.dispatchEvent(new Event('focus')); await sleep(5) })
    await c.settle()
  }, { config: { focusThrottleInterval: 0, initialSize: 2 } }],
  'page 0 fails, mutate() recovers': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { makeFetcher: () => { const ok = versioned(); let n = 0; return (key: string) => (n++ === 0 ? fail('e') : ok(key)) } }],
  'array keys': [grow(1), {
    getKey: (id) => (i: number, prev: unknown[] | null) => (prev && !prev.length ? null : [`/${id}`, i]),
    makeFetcher: () => ([url, i]: [string, number]) => sleep(5).then(() => [`${url}:${i}`]),
  }],
  'synchronous fetcher': [grow(1), { makeFetcher: () => (key: string) => pageOf(key) }],
  'setSize(0)': [async (c) => {
    await act(() => c.res.setSize(0))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'revalidateAll + parallel on mount and mutate()': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { config: { revalidateAll: true, parallel: true, initialSize: 3 } }],
  'revalidateFirstPage: false, mutate()': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { config: { revalidateFirstPage: false, initialSize: 2 } }],
  'compare always equal, mutate()': [async (c) => {
    await act(() => c.res.mutate())
    await c.settle()
  }, { config: { compare: () => true, initialSize: 2 } }],
  'global mutate(key, fn, false)': [async (c) => {
    await act(() => c.globalMutate(c.serialize(), (pages: string[][]) => pages.slice(0, 1), false))
    await c.settle()
  }, { config: { initialSize: 2 } }],
  'fallbackData, then setSize': [grow(1), { config: { fallbackData: [['fb']] } }],
}

/** Fails page 1 on its `nth` fetch (0-based), answers every other fetch as `versioned` does. */
const failPage1On = (nth: number) => () => {
  const ok = versioned()
  let n = 0
  return (key: string) => (key.endsWith('page=1') && n++ === nth ? fail('e') : ok(key))
}

describe('compat with SWR 2.x useSWRInfinite', () => {
  for (const [name, [steps, options = {}]] of Object.entries(both)) {
    test(`${name}: the same states and fetches`, async () => {
      const expected = await run(impls.swr, steps, options)
      const actual = await run(impls.pagekit, steps, options)
      expect(actual).toEqual(expected)
    })
  }
})

// Where the README documents that pagekit differs from useSWRInfinite, each library is held to
// its own behaviour: SWR's, so that the scenario is known to reach the difference, and pagekit's
// as the README states it.
/** The page `/a?page=i` at its `v`th fetch, as `versioned` answers it. */
const page = (i: number, v = 1) => [`/a?page=${i}#0v${v}`, `/a?page=${i}#1v${v}`]
const key = (i: number) => JSON.stringify(`/a?page=${i}`)
const last = (r: Run) => JSON.parse(r.states[r.states.length - 1]) as { data?: unknown; error?: unknown; isLoading: boolean; isValidating: boolean }

describe('documented differences from useSWRInfinite', () => {
  // README, table "Beyond useSWRInfinite", row revalidateAll: with pagekit, mount, focus,
  // reconnect, interval and mutate() refetch every page, but setSize fetches only the new pages;
  // SWR refetches every page on setSize too.
  test('revalidateAll: true, setSize(size + 1) twice: pagekit fetches only the new pages', async () => {
    const options: Options = { config: { revalidateAll: true } }
    const swr = await run(impls.swr, grow(2), options)
    const ours = await run(impls.pagekit, grow(2), options)
    expect(swr.calls).toEqual([key(0), key(0), key(1), key(0), key(1), key(2)])
    expect(last(swr).data).toEqual([page(0, 3), page(1, 2), page(2)])
    expect(ours.calls).toEqual([key(0), key(1), key(2)])
    expect(last(ours).data).toEqual([page(0), page(1), page(2)])
  })

  // README, "Errors: what loaded stays, retry fetches what failed": when page k fails, data holds
  // the pages that loaded before it, even on the first load. SWR shows no data.
  test('page 1 fails on first load: pagekit keeps page 0 beside the error', async () => {
    const options: Options = { makeFetcher: failPage1On(0), config: { initialSize: 3 } }
    const swr = await run(impls.swr, none, options)
    const ours = await run(impls.pagekit, none, options)
    expect(swr.calls).toEqual([key(0), key(1)])
    expect(ours.calls).toEqual(swr.calls)
    expect(last(swr)).toEqual({ error: 'e', size: 3, isLoading: false, isValidating: false })
    // The pages and the error arrive in one state: never page 0 shown as a list still loading.
    expect(ours.states.slice(1).map((state) => JSON.parse(state))).toEqual([
      { data: [page(0)], error: 'e', size: 3, isLoading: false, isValidating: false },
    ])
  })

  // Same section: a failed revalidation keeps its previous copy of page k and after, and the
  // pages before k are the fresh ones. SWR keeps the whole previous array.
  test('page 1 fails on a revalidation: pagekit shows the fresh page 0 and the previous pages 1 and 2', async () => {
    const steps = async (c: Ctl) => {
      await act(() => c.res.mutate().catch(() => {}))
      await c.settle()
    }
    const options: Options = { makeFetcher: failPage1On(1), config: { initialSize: 3 } }
    const swr = await run(impls.swr, steps, options)
    const ours = await run(impls.pagekit, steps, options)
    expect(swr.calls).toEqual([key(0), key(1), key(2), key(0), key(1)])
    expect(ours.calls).toEqual(swr.calls)
    expect(last(swr)).toMatchObject({ data: [page(0), page(1), page(2)], error: 'e' })
    expect(last(ours)).toMatchObject({ data: [page(0, 2), page(1), page(2)], error: 'e' })
    // As on the first load, the pages and the error are one state.
    expect(ours.states.filter((state) => !state.includes('"error"')).at(-1)).toContain('"isValidating":true')
    expect(ours.states.filter((state) => state.includes('page=0#0v2'))).toHaveLength(1)
  })

  // Same section: the next walk (setSize(size) here) fetches from the failed page on and takes
  // the pages before it from the cache. SWR's retry refetches page 0 too.
  test('page 1 fails on first load, setSize(size) retries from page 1', async () => {
    const steps = async (c: Ctl) => {
      await act(() => c.res.setSize(c.res.size).catch(() => {}))
      await c.settle()
    }
    const options: Options = { makeFetcher: failPage1On(0), config: { initialSize: 3 } }
    const swr = await run(impls.swr, steps, options)
    const ours = await run(impls.pagekit, steps, options)
    expect(swr.calls).toEqual([key(0), key(1), key(0), key(1), key(2)])
    expect(last(swr)).toMatchObject({ data: [page(0, 2), page(1), page(2)] })
    expect(ours.calls).toEqual([key(0), key(1), key(1), key(2)])
    expect(last(ours)).toMatchObject({ data: [page(0), page(1), page(2)] })
  })

  // README, "One request per page": setSize while a walk is still loading pages hands the walk
  // the new size; calls in a row request each new page once, plus page 0 once with
  // revalidateFirstPage. SWR starts one walk per call.
  test('three setSize(size + 1) calls in a row: pagekit requests each page once', async () => {
    const steps = async (c: Ctl) => {
      await act(async () => {
        for (let n = 0; n < 3; n++) void c.res.setSize((s: number) => s + 1)
      })
      await c.settle()
    }
    const swr = await run(impls.swr, steps, {})
    const ours = await run(impls.pagekit, steps, {})
    expect(swr.calls.length).toBeGreaterThan(5)
    expect(last(swr)).toMatchObject({ data: [page(0, 4), page(1, 3), page(2, 2), page(3)] })
    expect(ours.calls).toEqual([key(0), key(0), key(1), key(2), key(3)])
    expect(last(ours)).toMatchObject({ data: [page(0, 2), page(1), page(2), page(3)] })
  })
})
