// Compat, continued: deduping against polling and focus, retries, the config's probes, and which
// hook answers for a key. Each scenario runs through SWR 2.x's useSWR and through useFetch
// (compat-harness.tsx), and both must log the same states, fetches, callbacks and return values.
import { Suspense } from 'react'
import useSWR, { mutate as swrMutate } from 'swr'
import { mutate as pagekitMutate, useFetch } from '../../index'
import { compatTests, fire, Show, type Run, type Scenario } from './compat-harness'

const counting = (run: Run) => run.fetcher(10, (_k, n) => n)

const scenarios: Record<string, Scenario> = {
  'polling inside the dedupingInterval reuses the last answer': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={counting(run)} config={{ refreshInterval: 100, dedupingInterval: 250 }} />)
    await run.settle(700)
  },
  'a focus inside the dedupingInterval makes no request': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={counting(run)} />, { dedupingInterval: 500, focusThrottleInterval: 0 })
    await run.settle(100)
    await fire('focus')
    await run.settle(100)
    await run.settle(500)
    await fire('focus')
    await run.settle()
  },
  'a focus while the key shows an error revalidates it': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => (n === 1 ? new Error('e') : n))} config={{ shouldRetryOnError: false }} />, { focusThrottleInterval: 0 })
    await run.settle(10)
    await fire('focus')
    await run.settle()
  },
  'mutate() on a key with an error and no data': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => (n === 1 ? new Error('e') : n))} config={{ shouldRetryOnError: false }} />)
    await run.settle()
    await run.call('mutate()', () => run.hooks.A.mutate())
  },
  'a mutation while a retry waits': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => (n === 1 ? new Error('e') : n))} config={{ errorRetryInterval: 100 }} />)
    await run.settle(10)
    await run.call('mutate(local, false)', () => run.hooks.A.mutate('local', false))
    await run.settle(300)
  },
  'shouldRetryOnError as a function; onErrorRetry sees the config': async (run) => {
    const config = {
      shouldRetryOnError: (err: Error) => { run.log(`shouldRetry? ${err.message}`); return err.message === 'e1' },
      onErrorRetry: (_e: Error, _k: string, c: { errorRetryCount?: number; errorRetryInterval: number }, revalidate: (o: unknown) => void, opts: unknown) => {
        run.log(`onErrorRetry count=${c.errorRetryCount} interval=${c.errorRetryInterval}`)
        setTimeout(revalidate, 20, opts)
      },
      errorRetryCount: 4,
      errorRetryInterval: 77,
    }
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => new Error(`e${n}`))} config={config} />)
    await run.settle(300)
  },
  'the config probes: hidden means no focus revalidation, offline no reconnect one': async (run) => {
    let visible = true
    let online = true
    const config = { isVisible: () => visible, isOnline: () => online, focusThrottleInterval: 0 }
    await run.mount(<Show id="A" k="k" fetcher={counting(run)} config={config} />)
    await run.settle()
    visible = false
    await fire('focus')
    await run.settle()
    visible = true
    online = false
    await fire('online')
    await fire('focus')
    await run.settle()
    online = true
    await fire('online')
    await run.settle()
  },
  'no error retry while hidden (revalidateOnFocus on)': async (run) => {
    await run.mount(<Show id="A" k="k" fetcher={run.fetcher(10, (_k, n) => new Error(`e${n}`))} config={{ isVisible: () => false, errorRetryInterval: 20 }} />)
    await run.settle(500)
  },
  'after the first hook of a key unmounts, the next one answers mutate()': async (run) => {
    const f = (name: string) => run.fetcher(10, () => `from ${name}`)
    const [fa, fb, fc] = [f('A'), f('B'), f('C')]
    const { rerender } = await run.mount(<><Show key="A" id="A" k="k" fetcher={fa} /><Show key="B" id="B" k="k" fetcher={fb} /><Show key="C" id="C" k="k" fetcher={fc} /></>)
    await run.settle()
    await rerender(<><Show key="B" id="B" k="k" fetcher={fb} /><Show key="C" id="C" k="k" fetcher={fc} /></>)
    await run.call('mutate()', () => run.hooks.B.mutate())
  },
  'two suspending components on one key: one fetch': async (run) => {
    const f = run.fetcher()
    await run.mount(<Suspense fallback={null}><Show id="A" k="k" fetcher={f} config={{ suspense: true }} /><Show id="B" k="k" fetcher={f} config={{ suspense: true }} /></Suspense>, { dedupingInterval: 2000 })
    await run.settle()
  },
  'the global mutate of the default cache': async (run) => {
    const key = run.key('global')
    const mutate = run.lib.name === 'swr' ? swrMutate : pagekitMutate
    const useHook = run.lib.name === 'swr' ? useSWR : useFetch
    const f = counting(run)
    function Page() {
      const { data, isValidating } = useHook(key, f, { dedupingInterval: 0 })
      run.logState('A', `${JSON.stringify(data)}|V${+isValidating}`)
      return null
    }
    await run.mount(<Page />)
    await run.settle()
    await run.call('mutate(key)', () => mutate(key))
    await run.call('mutate(key, fn, false)', () => mutate(key, (n?: number) => (n ?? 0) * 10, false))
  },
  'an error, then the hook remounts inside the dedupingInterval': async (run) => {
    const f = run.fetcher(10, (_k, n) => (n === 1 ? new Error('e') : n))
    const { rerender } = await run.mount(<Show id="A" k="k" fetcher={f} config={{ shouldRetryOnError: false }} />, { dedupingInterval: 1000 })
    await run.settle()
    await rerender(null)
    await rerender(<Show id="B" k="k" fetcher={f} config={{ shouldRetryOnError: false }} />)
    await run.settle()
  },
}

compatTests(scenarios)
