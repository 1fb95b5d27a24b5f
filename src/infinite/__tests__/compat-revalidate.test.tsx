// Compat, revalidation: polling (refreshInterval, refreshWhenHidden, refreshWhenOffline), focus
// and reconnect, revalidateIfStale, and deduping between two lists on one getKey, under fake
// timers. Each scenario runs through useSWRInfinite and through useFetchInfinite
// (compat-harness.tsx); both must log the same states and fetches.
import { compatTests, fire, indexKey, List, type Scenario } from './compat-harness'

const scenarios: Record<string, Scenario> = {
  'refreshInterval revalidates the list': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ refreshInterval: 100, initialSize: 2 }} />)
    await run.settle(250)
  },
  'refreshInterval as a function of the pages': async (run) => {
    const refreshInterval = (pages?: unknown[]) => { run.log(`refreshInterval(${JSON.stringify(pages)})`); return pages ? 100 : 0 }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ refreshInterval }} />)
    await run.settle(150)
  },
  'refreshInterval with revalidateAll refetches every page': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ refreshInterval: 100, initialSize: 2, revalidateAll: true }} />)
    await run.settle(150)
  },
  'no polling while hidden unless refreshWhenHidden': async (run) => {
    const config = { refreshInterval: 100, isVisible: () => false }
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={config} /><List id="B" getKey={indexKey('b')} fetcher={run.fetcher()} config={{ ...config, refreshWhenHidden: true }} /></>)
    await run.settle(250)
  },
  'no polling while offline unless refreshWhenOffline': async (run) => {
    const config = { refreshInterval: 100, isOnline: () => false }
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={config} /><List id="B" getKey={indexKey('b')} fetcher={run.fetcher()} config={{ ...config, refreshWhenOffline: true }} /></>)
    await run.settle(250)
  },
  'a focus revalidates page 0 once per focusThrottleInterval': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2 }} />, { focusThrottleInterval: 100 })
    await run.settle()
    await fire('focus')
    await run.settle()
    await fire('focus')
    await run.settle(100)
    await fire('focus')
    await run.settle()
  },
  'revalidateOnFocus: false': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ revalidateOnFocus: false }} />, { focusThrottleInterval: 0 })
    await run.settle()
    await fire('focus')
    await run.settle()
  },
  'a reconnect revalidates; revalidateOnReconnect: false does not': async (run) => {
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} /><List id="B" getKey={indexKey('b')} fetcher={run.fetcher()} config={{ revalidateOnReconnect: false }} /></>)
    await run.settle()
    await fire('offline')
    await fire('online')
    await run.settle()
  },
  'revalidateIfStale: false, remount with cached pages': async (run) => {
    const f = run.fetcher()
    const list = <List id="A" getKey={indexKey('a')} fetcher={f} config={{ revalidateIfStale: false, initialSize: 2 }} />
    const { rerender } = await run.mount(list)
    await run.settle()
    await rerender(null)
    await rerender(list)
    await run.settle()
  },
  'two lists on one getKey within the dedupingInterval: one walk': async (run) => {
    const f = run.fetcher()
    await run.mount(<><List id="A" getKey={indexKey('a')} fetcher={f} /><List id="B" getKey={indexKey('a')} fetcher={f} /></>, { dedupingInterval: 500 })
    await run.settle()
  },
  'a second list on the same getKey mounts later: within and after the dedupingInterval': async (run) => {
    const f = run.fetcher()
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} />, { dedupingInterval: 500 })
    await run.settle(100)
    await rerender(<><List id="A" getKey={indexKey('a')} fetcher={f} /><List id="B" getKey={indexKey('a')} fetcher={f} /></>)
    await run.settle(500)
    await rerender(<><List id="A" getKey={indexKey('a')} fetcher={f} /><List id="B" getKey={indexKey('a')} fetcher={f} /><List id="C" getKey={indexKey('a')} fetcher={f} /></>)
    await run.settle()
  },
  'a focus inside the dedupingInterval makes no request': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} />, { dedupingInterval: 300, focusThrottleInterval: 0 })
    await run.settle(100)
    await fire('focus')
    await run.settle(300)
    await fire('focus')
    await run.settle()
  },
  'polling pauses while the list has an error': async (run) => {
    const f = run.fetcher(10, (key: string, call) => (call === 2 ? new Error('e') : [`${key} ${call}`]))
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ refreshInterval: 100, shouldRetryOnError: false }} />)
    await run.settle(450)
  },
  'isPaused: no revalidation while paused': async (run) => {
    let paused = false
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ isPaused: () => paused }} />, { focusThrottleInterval: 0 })
    await run.settle()
    paused = true
    await fire('focus')
    await run.call('mutate()', () => run.lists.A.mutate())
    paused = false
    await fire('focus')
    await run.settle()
  },
}

compatTests(scenarios)
