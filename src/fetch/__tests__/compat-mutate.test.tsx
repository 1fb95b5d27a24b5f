// Compat, continued: mutations that race, optimistic data, a paused key, hooks without a
// fetcher and the fetcher from the config. Each scenario runs through SWR 2.x's useSWR and
// through useFetch (compat-harness.tsx), and both must log the same states, fetches, callbacks
// and return values.
import { act } from '@testing-library/react'
import { compatTests, Show, sleep, type Scenario } from './compat-harness'

const later = (value: string, ms: number) => sleep(ms).then(() => value)

const scenarios: Record<string, Scenario> = {
  'two mutations: the later one wins even if it settles first': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />)
    await run.settle()
    let first: Promise<unknown> | undefined
    let second: Promise<unknown> | undefined
    await act(async () => {
      first = run.hooks.A.mutate(later('slow', 50), { optimisticData: 'opt1' })
      second = run.hooks.A.mutate(later('fast', 10), { optimisticData: 'opt2' })
    })
    await run.settle(100)
    run.log(`first -> ${JSON.stringify(await first)}, second -> ${JSON.stringify(await second)}`)
  },
  'optimisticData as a function of (committed, displayed)': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />)
    await run.settle()
    await act(async () => { void run.hooks.A.mutate(later('saved1', 30), { optimisticData: 'shown1', revalidate: false }) })
    await run.call('mutate(optimistic fn)', () => run.hooks.A.mutate(later('saved2', 10), {
      optimisticData: (committed: unknown, displayed: unknown) => { run.log(`optimistic(${JSON.stringify(committed)}, ${JSON.stringify(displayed)})`); return 'shown2' },
      revalidate: false,
    }))
    await run.settle(50)
  },
  'populateCache false: the mutation result is returned, not shown': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />)
    await run.settle()
    await run.call('mutate(populateCache false)', () => run.hooks.A.mutate(later('result', 10), { populateCache: false, optimisticData: 'opt' }))
  },
  'rollbackOnError as a function': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />)
    await run.settle()
    const rollbackOnError = (err: Error) => { run.log(`rollback? ${err.message}`); return err.message === 'undo' }
    await run.call('mutate(keep)', () => run.hooks.A.mutate(sleep(10).then(() => { throw new Error('keep') }), { optimisticData: 'o1', rollbackOnError, revalidate: false }))
    await run.call('mutate(undo)', () => run.hooks.A.mutate(sleep(10).then(() => { throw new Error('undo') }), { optimisticData: 'o2', rollbackOnError, revalidate: false }))
  },
  'isPaused turning true while a request is in flight: its answer still shows': async (run) => {
    let paused = false
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(30)} config={{ isPaused: () => paused }} />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    paused = true
    await run.settle()
    paused = false
    await run.call('mutate()', () => run.hooks.A.mutate())
  },
  'a hook without a fetcher shows what mutate writes': async (run) => {
    await run.mount(<><Show id="A" k="k" /><Show id="B" k="k" fetcher={null} /></>)
    await run.settle()
    await run.call('mutate(v)', () => run.hooks.A.mutate('v'))
  },
  'the fetcher from the config, and useFetch(key, options)': async (run) => {
    const f = run.fetcher()
    await run.mount(<><Show id="A" k="a" config={{ revalidateOnFocus: false }} /><Show id="B" k="b" fetcher={null} /></>, { fetcher: f })
    await run.settle()
  },
  'a mutation while the first request is in flight': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(50)} />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    await run.call('mutate(local)', () => run.hooks.A.mutate('local'))
    await run.settle(100)
  },
  'errorRetryCount 0 makes no retry': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => new Error(`e${n}`))} config={{ errorRetryCount: 0, errorRetryInterval: 10 }} />)
    await run.settle(1000)
  },
}

compatTests(scenarios)
