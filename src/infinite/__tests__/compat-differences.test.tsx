// Where the README documents that useFetchInfinite differs from useSWRInfinite, the scenario runs
// through both libraries (compat-harness.tsx) and each is held to its own behaviour: SWR's, so
// that the scenario is known to reach the difference, and pagekit's as the README states it.
// What the difference does not touch (callbacks, what a call resolves to) must still match.
import { act } from '@testing-library/react'
import { compare, indexKey, List, rename, Renamable, withCompatTimers, type Run } from './compat-harness'

withCompatTimers()

const fetches = (log: string[]) => log.filter((line) => line.startsWith('fetch '))
const lastState = (log: string[], id = 'A') => log.filter((line) => line.startsWith(`${id}: `)).at(-1)
const resolved = (log: string[]) => log.filter((line) => / (->|threw) /.test(line))

/** Page 1 fails once; every other fetch answers as the harness's default fetcher does. */
const failPage1Once = (run: Run) => {
  const ok = run.fetcher()
  let failed = false
  return (key: string) => {
    if (key.endsWith('page=1') && !failed) {
      failed = true
      run.log(`fetch ${JSON.stringify(key)} fails`)
      return Promise.reject(new Error('page 1'))
    }
    return ok(key)
  }
}

// README, "Errors: what loaded stays": when page k fails, data holds the pages before it, and
// the pages, the error and the end of loading are one state. onError still fires once, with the
// list key.
test('page 1 fails on the first load: pagekit shows page 0 beside the error; onError once for the list', async () => {
  const [swr, ours] = await compare(async (run) => {
    const config = { ...run.callbacks('onError', 'onSuccess'), shouldRetryOnError: false, initialSize: 2 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={failPage1Once(run)} config={config} />)
    await run.settle()
  })
  expect(lastState(swr)).toBe('A: undefined|page 1|size 2|L0|V0')
  expect(lastState(ours)).toBe('A: [["0.1"]]|page 1|size 2|L0|V0')
  for (const log of [swr, ours]) {
    expect(log.filter((line) => line.startsWith('on'))).toEqual(['onError page 1 $inf$/a?page=0'])
    // onError is called before the error renders.
    expect(log.indexOf('onError page 1 $inf$/a?page=0')).toBeLessThan(log.findIndex((line) => line.includes('|page 1|')))
  }
  expect(fetches(ours)).toEqual(fetches(swr))
})

// README, "The fetcher's { signal }": a request no mounted hook needs any more is aborted, the
// key changed included. SWR's walk of the old list goes on to its last page.
test('the first page key changes while pages load: pagekit stops the old walk', async () => {
  const [swr, ours] = await compare(async (run) => {
    await run.mount(<Renamable fetcher={run.fetcher(20)} config={{ initialSize: 3 }} />)
    await act(() => vi.advanceTimersByTimeAsync(30))
    await rename('b')
    await run.settle()
  })
  expect(fetches(swr)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=1" #2', 'fetch "/b?page=0" #3', 'fetch "/a?page=2" #4', 'fetch "/b?page=1" #5', 'fetch "/b?page=2" #6'])
  expect(fetches(ours)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=1" #2', 'fetch "/b?page=0" #3', 'fetch "/b?page=1" #4', 'fetch "/b?page=2" #5'])
  expect(lastState(ours)).toBe(lastState(swr))
})

// README, "One request per page": a walk joins a page request already in flight instead of
// sending it again, here the other list's request of a page both lists hold.
test('two lists sharing a page key: pagekit requests the shared page once', async () => {
  const [swr, ours] = await compare(async (run) => {
    const f = run.fetcher()
    const other = (index: number, previous: unknown[] | null) => (index === 0 ? '/other?page=0' : indexKey('a')(index, previous))
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} /><List id="B" getKey={other} fetcher={f} config={{ initialSize: 2 }} /></>)
    await run.settle()
  })
  expect(fetches(swr)).toEqual(['fetch "/a?page=0" #1', 'fetch "/other?page=0" #2', 'fetch "/a?page=1" #3', 'fetch "/a?page=1" #4'])
  expect(fetches(ours)).toEqual(['fetch "/a?page=0" #1', 'fetch "/other?page=0" #2', 'fetch "/a?page=1" #3'])
  expect(lastState(swr, 'B')).toBe('B: [["0.1"],["1.2"]]|undefined|size 2|L0|V0')
  expect(lastState(ours, 'B')).toBe('B: [["0.1"],["1.1"]]|undefined|size 2|L0|V0')
})

// Same section: setSize while a walk is loading pages hands that walk the new size. What the
// call resolves to is SWR's: the pages shown when it was made, at once.
describe('setSize while a walk loads: pagekit requests each page once; both resolve to the pages shown', () => {
  test('during the first load', async () => {
    const [swr, ours] = await compare(async (run) => {
      await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(30)} />)
      await act(() => vi.advanceTimersByTimeAsync(10))
      await run.call('setSize(2)', () => run.lists.A.setSize(2))
    })
    expect(fetches(swr)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=0" #2', 'fetch "/a?page=1" #3'])
    expect(fetches(ours)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=1" #2'])
    expect(resolved(ours)).toEqual(resolved(swr))
    expect(resolved(ours)).toEqual(['setSize(2) -> undefined'])
  })

  test('during a poll', async () => {
    const [swr, ours] = await compare(async (run) => {
      await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ refreshInterval: 100 }} />)
      await run.settle(50)
      await run.call('setSize(2)', () => run.lists.A.setSize(2))
    })
    expect(fetches(swr)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=0" #2', 'fetch "/a?page=0" #3', 'fetch "/a?page=1" #4'])
    expect(fetches(ours)).toEqual(['fetch "/a?page=0" #1', 'fetch "/a?page=0" #2', 'fetch "/a?page=1" #3'])
    expect(resolved(ours)).toEqual(resolved(swr))
    expect(resolved(ours)).toEqual(['setSize(2) -> [["0.1"]]'])
  })
})

// README, "Bad input": initialSize must not change during the hook's lifetime; a new value is
// ignored (the first one kept) with a dev warning. SWR's size follows a new initialSize until
// something sets the size, without loading the pages it adds until the next revalidation.
test('initialSize changes after the first render: pagekit keeps the first value', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const [swr, ours] = await compare(async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 1 }} />)
    await run.settle()
    await rerender(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 3 }} />)
    await run.settle()
  })
  expect(lastState(swr)).toBe('A: [["0.1"]]|undefined|size 3|L0|V0')
  expect(lastState(ours)).toBe('A: [["0.1"]]|undefined|size 1|L0|V0')
  expect(fetches(ours)).toEqual(fetches(swr))
  expect(warn.mock.calls.filter(([message]) => String(message).includes('"initialSize" changed'))).toHaveLength(1)
})

// README, "Beyond useSWRInfinite": in parallel mode getKey gets null as the previous page, when
// setSize reads the cached pages too. SWR 2.5's setSize passes the page before there (its walk
// does not), so a key that ends after an empty page stops that read: SWR keeps the list's own
// data and its walk refetches the pages that differ from their cache entries.
test('parallel: setSize reads the cached pages with getKey(i, null); SWR 2.5 passes the page before', async () => {
  const withPrevious = { swr: 0, pagekit: 0 }
  const [swr, ours] = await compare(async (run) => {
    const getKey = (index: number, previous: unknown[] | null) => {
      if (previous) withPrevious[run.lib.name]++
      return indexKey('a')(index, previous)
    }
    await run.mount(<List id="A" getKey={getKey} fetcher={run.fetcher()} config={{ parallel: true, revalidateFirstPage: false }} />)
    await run.settle()
    await run.call('setSize(5)', () => run.lists.A.setSize(5))
    await run.settle()
    await run.call('mutate([["m"]], false)', () => run.lists.A.mutate([['m']], false))
    await run.call('setSize(s => s)', () => run.lists.A.setSize((s: number) => s))
    await run.settle()
  })
  expect(withPrevious).toEqual({ swr: 5, pagekit: 0 })
  expect(fetches(swr).at(-1)).toBe('fetch "/a?page=0" #6')
  expect(lastState(swr)).toBe('A: [["0.2"],["1.1"],["2.1"],[],[]]|undefined|size 5|L0|V0')
  expect(resolved(swr).at(-1)).toBe('setSize(s => s) -> [["m"]]')
  // pagekit: every page is cached, so setSize shows them at once and fetches nothing.
  expect(fetches(ours)).toEqual(fetches(swr).slice(0, -1))
  expect(lastState(ours)).toBe('A: [["0.1"],["1.1"],["2.1"],[],[]]|undefined|size 5|L0|V0')
  expect(resolved(ours).at(-1)).toBe('setSize(s => s) -> [["0.1"],["1.1"],["2.1"],[],[]]')
})
