// Compat, continued: focus, reconnect, errors shared between hooks, render counts. Each
// scenario runs through SWR 2.x's useSWR and through useFetch (compat-harness.tsx), and both
// must log the same rendered states, fetches, callbacks and return values, in the same order.
import { act } from '@testing-library/react'
import { Suspense } from 'react'
import { compatTests, fire, Fallback, Show, type Scenario } from './compat-harness'

const scenarios: Record<string, Scenario> = {
  'a focus and a key change in the same task: the new key is not refetched, the old one neither': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k="a" fetcher={f} />, { focusThrottleInterval: 100 })
    await run.settle(200)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
      void rerender(<Show id="A" k="b" fetcher={f} />)
    })
    await run.settle(50)
  },
  'a reconnect and a key change in the same task': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<Show id="A" k="a" fetcher={f} />)
    await run.settle()
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      void rerender(<Show id="A" k="b" fetcher={f} />)
    })
    await run.settle(50)
  },
  'a focus and a mutation in the same task': async (run) => {
    const config = { onDiscarded: (key: string) => run.log(`onDiscarded ${key}`) }
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} config={config} />, { focusThrottleInterval: 100 })
    await run.settle(200)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
      void run.hooks.A.mutate('local', false)
    })
    await run.settle(50)
  },
  'a key with an error shown: a second hook mounting does not refetch, a later one does': async (run) => {
    const f = run.fetcher(10, (_k, n) => new Error(`e${n}`))
    const config = { shouldRetryOnError: false }
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} config={config} />)
    await run.settle()
    await rerender(<><Show id="A" k="k" fetcher={f} config={config} /><Show id="B" k="k" fetcher={f} config={config} /></>)
    await run.settle()
    await rerender(null)
    await rerender(<Show id="C" k="k" fetcher={f} config={config} />)
    await run.settle()
  },
  'polling pauses while the key has an error': async (run) => {
    const f = run.fetcher(10, (_k, n) => (n === 2 ? new Error('e') : n))
    await run.mount(<Show id="A" k="k" fetcher={f} config={{ refreshInterval: 100, shouldRetryOnError: false }} />)
    await run.settle(450)
  },
  'a component reading only data renders once per new data': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => (n < 3 ? 'same' : 'new'))} config={{ refreshInterval: 100 }} dataOnly />)
    await run.settle(250)
  },
  'two hooks with different fetchers: mutate() uses the one mounted first': async (run) => {
    const fa = run.fetcher(10, () => 'from A')
    const fb = run.fetcher(10, () => 'from B')
    const fc = run.fetcher(10, () => 'from C')
    const { rerender } = await run.mount(<><Show id="A" k="k" fetcher={fa} /><Show id="B" k="k" fetcher={fb} /><Show id="C" k="k" fetcher={fc} /></>)
    await run.settle()
    await run.call('mutate()', () => run.hooks.A.mutate())
    await rerender(<><Show id="B" k="k" fetcher={fb} /><Show id="C" k="k" fetcher={fc} /></>)
    await run.call('mutate()', () => run.hooks.B.mutate())
  },
  'onSuccess and onLoadingSlow do not fire for a key the hook left': async (run) => {
    const config = {
      loadingTimeout: 30,
      onSuccess: (d: unknown, key: string) => run.log(`onSuccess ${JSON.stringify(d)} ${key}`),
      onLoadingSlow: (key: string) => run.log(`onLoadingSlow ${key}`),
    }
    const f = run.fetcher(50)
    const { rerender } = await run.mount(<Show id="A" k="a" fetcher={f} config={config} />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    await rerender(<Show id="A" k="b" fetcher={f} config={config} />)
    await run.settle(100)
  },
  'refreshInterval turned on by a re-render': async (run) => {
    const f = run.fetcher(10, (_k, n) => n)
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} />)
    await run.settle(150)
    await rerender(<Show id="A" k="k" fetcher={f} config={{ refreshInterval: 100 }} />)
    await run.settle(250)
  },
  'fallback from the config, then mutate': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher()} />, { fallback: { k: 'fb' } })
    await run.settle()
    await run.call('mutate(undefined, false)', () => run.hooks.A.mutate(undefined, false))
  },
  'suspense after preload: one fetch': async (run) => {
    const f = run.fetcher()
    const key = run.key('sp')
    run.lib.preload(key, f)
    await run.mount(<Suspense fallback={<Fallback run={run} />}><Show id="A" k={key} fetcher={f} config={{ suspense: true }} /></Suspense>)
    await run.settle()
  },
  'suspense with keepPreviousData: a key change keeps the data on screen': async (run) => {
    const f = run.fetcher()
    const ui = (k: string) => <Suspense fallback={<Fallback run={run} />}><Show id="A" k={k} fetcher={f} config={{ suspense: true, keepPreviousData: true }} /></Suspense>
    const { rerender } = await run.mount(ui('a'))
    await run.settle()
    await rerender(ui('b'))
    await run.settle()
  },
  'optimistic mutate while a focus revalidation is in flight': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(50, (_k, n) => `server ${n}`)} />, { focusThrottleInterval: 0 })
    await run.settle(10)
    await fire('focus')
    await act(() => vi.advanceTimersByTimeAsync(10))
    await run.call('mutate(save, optimistic)', () => run.hooks.A.mutate(new Promise((r) => setTimeout(r, 20, 'saved')), { optimisticData: 'opt' }))
    await run.settle(100)
  },
  'revalidateOnMount true over a request in flight': async (run) => {
    const f = run.fetcher(50)
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    await rerender(<><Show id="A" k="k" fetcher={f} /><Show id="B" k="k" fetcher={f} config={{ revalidateOnMount: true }} /></>)
    await run.settle()
  },
}

compatTests(scenarios)
