// Compat, callbacks: onSuccess, onError, onErrorRetry, onDiscarded and onLoadingSlow fire once per
// list (with the list's `$inf$` key and the page array), in SWR's order, and error retries follow
// errorRetryCount and errorRetryInterval. Each scenario runs through useSWRInfinite and through
// useFetchInfinite (compat-harness.tsx); both must log the same.
import { act } from '@testing-library/react'
import { compatTests, indexKey, List, type Scenario } from './compat-harness'

const scenarios: Record<string, Scenario> = {
  'onSuccess once per load, with the list key and every page': async (run) => {
    const config = { ...run.callbacks('onSuccess', 'onError'), initialSize: 2 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={config} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
    await run.call('mutate()', () => run.lists.A.mutate())
  },
  'onError once, with the list key, when page 0 fails': async (run) => {
    const config = { ...run.callbacks('onSuccess', 'onError'), initialSize: 2, shouldRetryOnError: false }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, (_k, call) => new Error(`e${call}`))} config={config} />)
    await run.settle()
    await run.call('mutate()', () => run.lists.A.mutate())
  },
  'error retries: errorRetryCount and errorRetryInterval': async (run) => {
    const config = { ...run.callbacks('onError', 'onSuccess'), errorRetryCount: 2, errorRetryInterval: 100 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, (_k, call) => new Error(`e${call}`))} config={config} />)
    for (let step = 0; step < 8; step++) await run.settle(100)
  },
  'error retry recovers: the list loads': async (run) => {
    const config = { ...run.callbacks('onError', 'onSuccess'), errorRetryInterval: 50, initialSize: 2 }
    const f = run.fetcher(10, (key: string, call) => (call === 1 ? new Error('first') : [key]))
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={config} />)
    for (let step = 0; step < 4; step++) await run.settle(50)
  },
  'onErrorRetry: its arguments, and a retry it schedules': async (run) => {
    const config = {
      ...run.callbacks('onError', 'onSuccess'),
      errorRetryCount: 3,
      onErrorRetry: (error: Error, key: string, c: { errorRetryCount?: number }, revalidate: (o: unknown) => void, opts: { retryCount: number }) => {
        run.log(`onErrorRetry ${error.message} ${key} count=${c.errorRetryCount} retry=${opts.retryCount}`)
        if (opts.retryCount < 2) setTimeout(revalidate, 30, opts)
      },
    }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, (_k, call) => new Error(`e${call}`))} config={config} />)
    await run.settle(200)
  },
  'shouldRetryOnError as a function of the error': async (run) => {
    const config = {
      shouldRetryOnError: (error: Error) => { run.log(`shouldRetry? ${error.message}`); return error.message === 'e1' },
      errorRetryInterval: 40,
    }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, (_k, call) => new Error(`e${call}`))} config={config} />)
    await run.settle(300)
  },
  'onLoadingSlow fires once for a list slower than loadingTimeout': async (run) => {
    const config = { ...run.callbacks('onLoadingSlow', 'onSuccess'), loadingTimeout: 30, initialSize: 3 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(20)} config={config} />)
    await run.settle(100)
  },
  'onDiscarded when a mutation overtakes the walk': async (run) => {
    const config = { ...run.callbacks('onDiscarded', 'onSuccess'), initialSize: 2 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(30)} config={config} />)
    await run.settle()
    await act(async () => { void run.lists.A.mutate() })
    await act(() => vi.advanceTimersByTimeAsync(10))
    await run.call('mutate(local, false)', () => run.lists.A.mutate([['local']], false))
    await run.settle(100)
  },
  'callbacks of the latest render are called': async (run) => {
    const f = run.fetcher(20)
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ onSuccess: () => run.log('first onSuccess') }} />)
    await act(() => vi.advanceTimersByTimeAsync(5))
    await rerender(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ onSuccess: () => run.log('second onSuccess') }} />)
    await run.settle()
  },
  'two lists on one getKey: onSuccess per list mounted': async (run) => {
    const f = run.fetcher()
    const config = (id: string) => ({ onSuccess: (_d: unknown, key: string) => run.log(`${id} onSuccess ${key}`) })
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={f} config={config('A')} /><List id="B" getKey={indexKey('a')} fetcher={f} config={config('B')} /></>, { dedupingInterval: 2000 })
    await run.settle()
  },
  'polling with unchanged pages: onSuccess on every poll': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, () => ['same'])} config={{ refreshInterval: 100, ...run.callbacks('onSuccess') }} />)
    await run.settle(250)
  },
  'onLoadingSlow on a slow first load, not while a list with pages grows': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(50)} config={{ loadingTimeout: 20, ...run.callbacks('onLoadingSlow') }} />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'page 1 fails on a revalidation: onError, then the error shows; the retries count': async (run) => {
    const f = run.fetcher(10, (key: string, call) => (key.endsWith('page=1') && call > 2 ? new Error(`e${call}`) : [key]))
    const config = { initialSize: 2, errorRetryCount: 1, errorRetryInterval: 50, ...run.callbacks('onError') }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={config} />)
    await run.settle()
    await run.call('mutate()', () => run.lists.A.mutate())
    await run.settle(300)
  },
}

compatTests(scenarios)
