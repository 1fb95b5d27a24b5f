// Compat, mutate: the bound mutate with data, a function, a promise and each option
// (populateCache, optimisticData, rollbackOnError, revalidate, throwOnError), the global mutate
// on the list key and on a page key, and two lists sharing pages. Each scenario runs through
// useSWRInfinite and through useFetchInfinite (compat-harness.tsx); both must log the same states,
// fetches and return values.
import { act } from '@testing-library/react'
import { compatTests, fire, indexKey, List, sleep, useRun, type Scenario } from './compat-harness'

const later = <T,>(value: T, ms = 10) => sleep(ms).then(() => value)
const failLater = (message: string, ms = 10) => sleep(ms).then(() => { throw new Error(message) })

/** Mounts list A (an index source, two pages) and waits until it loaded. */
async function loaded(run: Parameters<Scenario>[0], config: object = {}) {
  await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2, ...config }} />)
  await run.settle()
}

/** A list that also logs the global mutate of its config, for calls with the list's key. */
function WithGlobal({ fetcher }: { fetcher?: unknown }) {
  const run = useRun()
  const { mutate } = run.lib.useConfig()
  run.lists.global = { mutate } as never
  return <List id="A" getKey={indexKey('a')} fetcher={fetcher ?? run.fetcher()} config={{ initialSize: 2 }} />
}
const globalMutate = (run: Parameters<Scenario>[0], ...args: unknown[]) => run.lists.global.mutate(...args)

/** List A (20 ms a page) loads; a focus revalidates it and, 5 ms in, `mutation` runs. */
async function duringFocusRevalidation(run: Parameters<Scenario>[0], label: string, mutation: () => unknown) {
  await run.mount(<WithGlobal fetcher={run.fetcher(20)} />, { focusThrottleInterval: 0 })
  await run.settle()
  await fire('focus')
  await act(() => vi.advanceTimersByTimeAsync(5))
  await run.call(label, mutation)
  await run.settle()
}

const scenarios: Record<string, Scenario> = {
  'mutate(data) revalidates the pages that changed': async (run) => {
    await loaded(run)
    await run.call('mutate(data)', () => run.lists.A.mutate([['0.1'], ['mine']]))
  },
  'mutate(fn) gets the pages': async (run) => {
    await loaded(run)
    await run.call('mutate(fn, false)', () => run.lists.A.mutate((pages: unknown) => { run.log(`fn(${JSON.stringify(pages)})`); return [['fn']] }, false))
  },
  'mutate(undefined) clears the pages, then refetches every page': async (run) => {
    await loaded(run)
    await run.call('mutate(undefined)', () => run.lists.A.mutate(undefined))
  },
  'mutate(undefined, false) clears the pages': async (run) => {
    await loaded(run)
    await run.call('mutate(undefined, false)', () => run.lists.A.mutate(undefined, false))
  },
  'mutate(promise): shown once it resolves, then the changed pages revalidate': async (run) => {
    await loaded(run)
    await run.call('mutate(promise)', () => run.lists.A.mutate(later([['0.1'], ['saved']])))
  },
  'mutate(promise) that rejects: throws, nothing shown': async (run) => {
    await loaded(run)
    await run.call('mutate(rejecting)', () => run.lists.A.mutate(failLater('no')))
  },
  'throwOnError: false': async (run) => {
    await loaded(run)
    await run.call('mutate(rejecting, no throw)', () => run.lists.A.mutate(failLater('no'), { throwOnError: false }))
  },
  'optimisticData, then the answer and a revalidation': async (run) => {
    await loaded(run)
    await run.call('mutate(optimistic)', () => run.lists.A.mutate(later([['0.1'], ['saved']]), { optimisticData: [['0.1'], ['opt']] }))
  },
  'optimisticData as a function of the current pages': async (run) => {
    await loaded(run)
    const optimisticData = (current: unknown[][], displayed: unknown[][]) => {
      run.log(`optimistic(${JSON.stringify(current)}, ${JSON.stringify(displayed)})`)
      return [...current, ['opt']]
    }
    await run.call('mutate(optimistic fn)', () => run.lists.A.mutate(later([['saved']]), { optimisticData, revalidate: false }))
  },
  'optimisticData, rejection: rolled back': async (run) => {
    await loaded(run)
    await run.call('mutate(optimistic, rejects)', () => run.lists.A.mutate(failLater('no'), { optimisticData: [['opt']] }))
  },
  'optimisticData, rejection, rollbackOnError: false': async (run) => {
    await loaded(run)
    await run.call('mutate(optimistic, rejects, kept)', () => run.lists.A.mutate(failLater('no'), { optimisticData: [['opt']], rollbackOnError: false, revalidate: false }))
  },
  'rollbackOnError as a function of the error': async (run) => {
    await loaded(run)
    const rollbackOnError = (error: Error) => { run.log(`rollback? ${error.message}`); return error.message === 'undo' }
    await run.call('mutate(rejects keep)', () => run.lists.A.mutate(failLater('keep'), { optimisticData: [['opt1']], rollbackOnError, revalidate: false }))
    await run.call('mutate(rejects undo)', () => run.lists.A.mutate(failLater('undo'), { optimisticData: [['opt2']], rollbackOnError, revalidate: false }))
  },
  'populateCache: false returns the answer without showing it': async (run) => {
    await loaded(run)
    await run.call('mutate(populateCache false)', () => run.lists.A.mutate(later([['result']]), { populateCache: false, revalidate: false }))
  },
  'populateCache as a function of the answer and the pages': async (run) => {
    await loaded(run)
    const populateCache = (result: string[], pages: string[][]) => { run.log(`populate(${JSON.stringify(result)}, ${JSON.stringify(pages)})`); return [...pages, result] }
    await run.call('mutate(populateCache fn)', () => run.lists.A.mutate(later(['new']), { populateCache, revalidate: false }))
  },
  'optimisticData with populateCache: false and revalidate': async (run) => {
    await loaded(run)
    await run.call('mutate(optimistic, no populate)', () => run.lists.A.mutate(later('ignored'), { optimisticData: [['opt']], populateCache: false }))
  },
  'revalidate: false in options keeps the mutated pages': async (run) => {
    await loaded(run)
    await run.call('mutate(data, { revalidate: false })', () => run.lists.A.mutate([['x']], { revalidate: false }))
  },
  'the global mutate on unstable_serialize(getKey) with data, revalidating': async (run) => {
    await run.mount(<WithGlobal />)
    await run.settle()
    await run.call('global mutate(list, data)', () => globalMutate(run, run.lib.serialize(indexKey('a')), [['0.1'], ['g']]))
  },
  'the global mutate on unstable_serialize(getKey) with optimisticData': async (run) => {
    await run.mount(<WithGlobal />)
    await run.settle()
    await run.call('global mutate(list, promise, optimistic)', () => globalMutate(run, run.lib.serialize(indexKey('a')), later([['saved']]), { optimisticData: [['opt']], revalidate: false }))
  },
  'a page key mutated with the global mutate, then the list revalidates': async (run) => {
    await run.mount(<WithGlobal />)
    await run.settle()
    await run.call('global mutate(page 1, data, false)', () => globalMutate(run, '/a?page=1', ['changed'], false))
    await run.call('mutate()', () => run.lists.A.mutate())
  },
  'a page key revalidated with the global mutate': async (run) => {
    await run.mount(<WithGlobal />)
    await run.settle()
    await run.call('global mutate(page 1)', () => globalMutate(run, '/a?page=1'))
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'the global mutate with a filter function sees page keys, not the list key': async (run) => {
    await run.mount(<WithGlobal />)
    await run.settle()
    await run.call('global mutate(filter)', () => globalMutate(run, (key: unknown) => { run.log(`filter ${JSON.stringify(key)}`); return false }))
  },
  'a mutate while the walk is loading': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(20)} config={{ initialSize: 2 }} />)
    await act(() => vi.advanceTimersByTimeAsync(5))
    await run.call('mutate(data, false)', () => run.lists.A.mutate([['local']], false))
    await run.settle(50)
  },
  'mutate(data) while a focus revalidation is in flight: the changed page is requested again': (run) =>
    duringFocusRevalidation(run, 'mutate(data)', () => run.lists.A.mutate([['m'], ['1.1']])),
  'the global mutate(list, data) while a focus revalidation is in flight': (run) =>
    duringFocusRevalidation(run, 'global mutate(list, data)', () => globalMutate(run, run.lib.serialize(indexKey('a')), [['g'], ['1.1']])),
  'the global mutate(list) while a focus revalidation is in flight': (run) =>
    duringFocusRevalidation(run, 'global mutate(list)', () => globalMutate(run, run.lib.serialize(indexKey('a')))),
  'mutate(undefined, { revalidate: fn }): the function picks the pages': async (run) => {
    await loaded(run, { initialSize: 3 })
    const revalidate = (page: unknown, key: string) => { run.log(`revalidate? ${JSON.stringify(page)} ${key}`); return key.endsWith('1') }
    await run.call('mutate(undefined, { revalidate: fn })', () => run.lists.A.mutate(undefined, { revalidate }))
  },
}

compatTests(scenarios)
