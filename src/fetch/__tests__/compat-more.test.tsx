// Compat, continued: scenarios that compare more than one hook's states. Each runs through SWR
// 2.x's useSWR and through useFetch (compat-harness.tsx), and both must log the same rendered
// states, fetches, callbacks and return values, in the same order.
import { act } from '@testing-library/react'
import { Suspense } from 'react'
import { compatTests, Fallback, Show, useShow, ErrorBoundary, type Run, type Scenario } from './compat-harness'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
const callbacks = (run: Run) => ({
  onSuccess: (data: unknown, key: string) => run.log(`onSuccess ${JSON.stringify(data)} ${key}`),
  onError: (err: Error, key: string) => run.log(`onError ${err.message} ${key}`),
  onLoadingSlow: (key: string) => run.log(`onLoadingSlow ${key}`),
  onDiscarded: (key: string) => run.log(`onDiscarded ${key}`),
})
const failing = (run: Run, ms = 10, succeedFrom = Infinity) =>
  run.fetcher(ms, (key, call) => (call >= succeedFrom ? `ok:${key}` : new Error(`e${call}`)))

const scenarios: Record<string, Scenario> = {
  'two hooks sharing one key fetch once': async (run) => {
    const f = run.fetcher()
    await run.mount(<><Show id="A" k="k" fetcher={f} /><Show id="B" k="k" fetcher={f} /></>, { dedupingInterval: 2000 })
    await run.settle()
  },
  'a hook mounting inside the dedupingInterval reuses the answer; after it, fetches': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} />, { dedupingInterval: 1000 })
    await run.settle()
    await rerender(<><Show id="A" k="k" fetcher={f} /><Show id="B" k="k" fetcher={f} /></>)
    await run.settle(2000)
    await rerender(<><Show id="A" k="k" fetcher={f} /><Show id="B" k="k" fetcher={f} /><Show id="C" k="k" fetcher={f} /></>)
    await run.settle()
  },
  'callbacks of a request two hooks share fire once': async (run) => {
    const f = run.fetcher()
    const config = callbacks(run)
    await run.mount(<><Show id="A" k="k" fetcher={f} config={config} /><Show id="B" k="k" fetcher={f} config={config} /></>, { dedupingInterval: 2000 })
    await run.settle()
  },
  'onError and onErrorRetry get the error, the key and the retry count': async (run) => {
    const onErrorRetry = (err: Error, key: string, _c: unknown, revalidate: (o: unknown) => void, opts: { retryCount: number; dedupe: boolean }) => {
      run.log(`onErrorRetry ${err.message} ${key} ${JSON.stringify(opts)}`)
      if (opts.retryCount < 3) setTimeout(() => revalidate(opts), 50)
    }
    await run.mount(<Show id="A" k="k" fetcher={failing(run, 10, 3)} config={{ ...callbacks(run), onErrorRetry }} />)
    await run.settle(500)
  },
  'errorRetryCount limits the retries': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={failing(run)} config={{ ...callbacks(run), errorRetryCount: 2, errorRetryInterval: 20 }} />)
    await run.settle(5000)
  },
  'loadingTimeout: onLoadingSlow fires for a slow first request only': async (run) => {
    await run.mount(<><Show id="slow" k="slow" fetcher={run.fetcher(200)} config={callbacks(run)} /><Show id="fast" k="fast" fetcher={run.fetcher(10)} config={callbacks(run)} /></>, { loadingTimeout: 100 })
    await run.settle(300)
  },
  'onDiscarded: an answer that a mutation overtook': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(50)} config={callbacks(run)} />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    await run.call('mutate(x, false)', () => run.hooks.A.mutate('x', false))
    await run.settle(100)
  },
  'global mutate with a key: returns and revalidates': async (run) => {
    let mutate: any
    function Grab() { mutate = run.lib.useConfig().mutate; return null }
    await run.mount(<><Grab /><Show id="A" k="k" fetcher={run.fetcher()} /></>)
    await run.settle()
    await run.call('mutate(k)', () => mutate('k'))
    await run.call('mutate(k, v, false)', () => mutate('k', 'v', false))
    await run.call('mutate(k, fn)', () => mutate('k', (cur: string) => `${cur}+`))
    await run.call('mutate(unknown)', () => mutate('unknown'))
    await run.call('mutate(unknown, v)', () => mutate('unknown', 'v'))
  },
  'global mutate with a filter function': async (run) => {
    let mutate: any
    function Grab() { mutate = run.lib.useConfig().mutate; return null }
    const f = run.fetcher()
    await run.mount(<><Grab /><Show id="A" k="a-1" fetcher={f} /><Show id="B" k="a-2" fetcher={f} /><Show id="C" k={['b', 1]} fetcher={f} /></>)
    await run.settle()
    await run.call('mutate(filter)', () => mutate((key: unknown) => { run.log(`filter ${JSON.stringify(key)}`); return typeof key === 'string' && key.startsWith('a') }))
    await run.call('mutate(filter, v, false)', () => mutate((key: unknown) => Array.isArray(key), 'v', false))
    await run.call('mutate(filter, v, { revalidate: fn })', () => mutate(() => true, 'w', {
      revalidate: (data: unknown, key: unknown) => { run.log(`revalidate? ${JSON.stringify(data)} ${JSON.stringify(key)}`); return false },
    }))
  },
  'global mutate with an array key': async (run) => {
    let mutate: any
    function Grab() { mutate = run.lib.useConfig().mutate; return null }
    await run.mount(<><Grab /><Show id="A" k={['arr', 1]} fetcher={run.fetcher()} /></>)
    await run.settle()
    await run.call('mutate([arr, 1])', () => mutate(['arr', 1]))
    await run.call('mutate([arr, 1], v)', () => mutate(['arr', 1], 'v', { revalidate: false }))
    const revalidate = (data: unknown, key: unknown) => { run.log(`revalidate? ${JSON.stringify(data)} ${typeof key} ${JSON.stringify(key)}`); return false }
    await run.call('mutate([arr, 1], w, { revalidate: fn })', () => mutate(['arr', 1], 'w', { revalidate }))
    await run.call('bound mutate(y, { revalidate: fn })', () => run.hooks.A.mutate('y', { revalidate }))
  },
  'bound mutate return values': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />)
    await run.settle()
    await run.call('mutate()', () => run.hooks.A.mutate())
    await run.call('mutate(promise)', () => run.hooks.A.mutate(Promise.resolve('p'), { revalidate: false }))
    await run.call('mutate(rejected, throwOnError false)', () => run.hooks.A.mutate(Promise.reject(new Error('r')), { throwOnError: false }))
    await run.call('mutate(rejected)', () => run.hooks.A.mutate(Promise.reject(new Error('r')), { optimisticData: 'o' }))
  },
  'refreshInterval polls': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval: 100 }} />)
    await run.settle(350)
  },
  'refreshInterval as a function of the data': async (run) => {
    const refreshInterval = (data: number | undefined) => { run.log(`interval(${data})`); return data !== undefined && data >= 3 ? 0 : 100 }
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval }} />)
    await run.settle(600)
  },
  'refreshWhenHidden: a hidden page polls only when it is set': async (run) => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await run.mount(<><Show id="A" k="a" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval: 100 }} />
      <Show id="B" k="b" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval: 100, refreshWhenHidden: true }} /></>)
    await run.settle(250)
    hidden.mockRestore()
  },
  'refreshWhenOffline and revalidateOnReconnect': async (run) => {
    await run.mount(<><Show id="A" k="a" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval: 100 }} />
      <Show id="B" k="b" fetcher={run.fetcher(10, (_k, n) => n)} config={{ refreshInterval: 100, refreshWhenOffline: true }} />
      <Show id="C" k="c" fetcher={run.fetcher(10, (_k, n) => n)} config={{ revalidateOnReconnect: false }} /></>)
    await run.settle()
    await act(async () => { window.dispatchEvent(new Event('offline')) })
    await run.settle(250)
    run.log('online')
    await act(async () => { window.dispatchEvent(new Event('online')) })
    await run.settle(50)
  },
  'use: middleware order': async (run) => {
    const mw = (name: string) => (next: any) => (key: any, fetcher: any, config: any) => {
      run.log(`mw ${name}`)
      return next(key, fetcher, config)
    }
    await run.mount(<run.lib.Config value={{ use: [mw('inner')] }}><Show id="A" k="k" fetcher={run.fetcher()} config={{ use: [mw('hook1'), mw('hook2')] }} /></run.lib.Config>, { use: [mw('outer')] })
    await run.settle()
  },
  'preload then mount: one fetch': async (run) => {
    const f = run.fetcher()
    const key = run.key('pre')
    run.lib.preload(key, f)
    await run.settle()
    await run.mount(<Show id="A" k={key} fetcher={f} />)
    await run.settle()
  },
  'immutable: no revalidation over cached data, on focus nor reconnect; mutate revalidates': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} immutable />, { focusThrottleInterval: 0 })
    await run.settle()
    await rerender(<><Show id="A" k="k" fetcher={f} immutable /><Show id="B" k="k" fetcher={f} immutable /></>)
    await run.settle()
    await act(async () => { window.dispatchEvent(new Event('focus')); window.dispatchEvent(new Event('online')) })
    await run.settle()
    await run.call('mutate()', () => run.hooks.A.mutate())
  },
  'keepPreviousData, then a key that fails': async (run) => {
    const f = run.fetcher(10, (key) => (key === 'bad' ? new Error('bad') : `d:${key}`))
    const { rerender } = await run.mount(<Show id="A" k="good" fetcher={f} config={{ keepPreviousData: true, shouldRetryOnError: false }} />)
    await run.settle()
    await rerender(<Show id="A" k="bad" fetcher={f} config={{ keepPreviousData: true, shouldRetryOnError: false }} />)
    await run.settle()
  },
  'suspense: an error reaches the error boundary': async (run) => {
    await run.mount(
      <ErrorBoundary onError={(e) => run.log(`boundary ${e.message}`)}>
        <Suspense fallback={<Fallback run={run} />}><Show id="A" k="k" fetcher={failing(run)} config={{ suspense: true }} /></Suspense>
      </ErrorBoundary>,
    )
    await run.settle(100)
  },
  'isLoading when the key changes back to a key loaded before': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k="a" fetcher={f} />)
    await run.settle()
    await rerender(<Show id="A" k="b" fetcher={f} />)
    await run.settle()
    await rerender(<Show id="A" k="a" fetcher={f} />)
    await run.settle()
  },
  'a key function returning falsy, then a key': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k={() => false} fetcher={f} />)
    await run.settle()
    await rerender(<Show id="A" k={() => null} fetcher={f} />)
    await run.settle()
    await rerender(<Show id="A" k={() => ['k', 1]} fetcher={f} />)
    await run.settle()
  },
  'dependent keys: the second waits for the first': async (run) => {
    const [userFetcher, postsFetcher] = [run.fetcher(10, () => ({ id: 7 })), run.fetcher()]
    function Both() {
      const { data: user } = useShow({ id: 'user', k: 'user', fetcher: userFetcher })
      useShow({ id: 'posts', k: () => `posts/${user.id}`, fetcher: postsFetcher })
      return null
    }
    await run.mount(<Both />)
    await run.settle()
  },
  'focus is throttled by focusThrottleInterval': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />, { focusThrottleInterval: 1000 })
    await run.settle(1100)
    for (let i = 0; i < 3; i++) {
      await act(async () => { window.dispatchEvent(new Event('focus')) })
      await run.settle(400)
    }
  },
}

compatTests(scenarios)
