// Compat, configuration: `use` middleware on the infinite hook (their order, and the getKey,
// fetcher and config they see), options from the config component and nested configs, a custom
// cache provider, `fallback` under unstable_serialize(getKey), a config fetcher, and suspense.
// Each scenario runs through useSWRInfinite and through useFetchInfinite (compat-harness.tsx);
// both must log the same.
import { Component, Suspense, type ReactNode } from 'react'
import { compatTests, indexKey, List, useRun, type Run, type Scenario } from './compat-harness'

/* eslint-disable @typescript-eslint/no-explicit-any -- middlewares as apps write them */
const describeKey = (key: unknown) => (typeof key === 'function' ? `fn -> ${JSON.stringify(key(0, null))}` : JSON.stringify(key))

/** A middleware that logs what it is called with, and each fetcher call through it. */
const logging = (run: Run, name: string) => (useNext: any) => (key: any, fetcher: any, config: any) => {
  run.log(`${name} sees ${describeKey(key)}, fetcher ${typeof fetcher}, initialSize ${config.initialSize}`)
  const wrapped = fetcher && ((...args: any[]) => { run.log(`${name} fetcher ${JSON.stringify(args[0])}`); return fetcher(...args) })
  return useNext(key, wrapped, config)
}

/** The nested config component of the run in scope. */
function Nested({ value, children }: { value: object; children: ReactNode }) {
  const { Config } = useRun().lib
  return <Config value={value}>{children}</Config>
}

function Fallback({ run }: { run: Run }) {
  run.log('suspense fallback')
  return null
}

/** An error boundary that logs what it caught. */
class Catch extends Component<{ run: Run; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) { return { error } }
  override componentDidCatch(error: Error) { this.props.run.log(`boundary caught ${error.message}`) }
  override render() { return this.state.error ? null : this.props.children }
}

const scenarios: Record<string, Scenario> = {
  'use: middlewares see getKey and the page fetcher, outer config first': async (run) => {
    const ui = (
      <Nested value={{ use: [logging(run, 'inner config')] }}>
        <List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ use: [logging(run, 'hook')], initialSize: 2 }} />
      </Nested>
    )
    await run.mount(ui, { use: [logging(run, 'outer config')] })
    await run.settle()
  },
  'use: a middleware that changes the response': async (run) => {
    const withCount = (useNext: any) => (key: any, fetcher: any, config: any) => {
      const res = useNext(key, fetcher, config)
      return { ...res, count: res.data?.length ?? 0 }
    }
    function Counted() {
      const run = useRun()
      const res = run.lib.useInfinite(indexKey('a'), f, { use: [withCount] }) as any
      run.lists.A = res
      run.logState('A', `count ${res.count} size ${res.size}`)
      return null
    }
    const f = run.fetcher()
    await run.mount(<Counted />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'options from the config component and a nested one': async (run) => {
    const ui = (
      <Nested value={{ initialSize: 2, revalidateFirstPage: false }}>
        <List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} />
      </Nested>
    )
    await run.mount(ui, { initialSize: 3, ...run.callbacks('onSuccess') })
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'the fetcher from the config': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} config={{ initialSize: 2 }} />, { fetcher: run.fetcher() })
    await run.settle()
  },
  'no fetcher: a list shows the pages another list loaded': async (run) => {
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2 }} />)
    await run.settle()
    await rerender(<><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2 }} /><List id="B" getKey={indexKey('b')} /></>)
    await run.settle()
    await rerender(<List id="C" getKey={(i: number) => `/a?page=${i}`} config={{ initialSize: 2 }} />)
    await run.settle()
    await run.call('C setSize(3)', () => run.lists.C.setSize(3))
  },
  'a custom provider shared by two configs keeps the pages': async (run) => {
    const cache = new Map()
    const f = run.fetcher()
    const { rerender } = await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={{ initialSize: 2 }} />, { provider: () => cache })
    await run.settle()
    run.log(`cache keys: ${[...cache.keys()].filter((k) => !String(k).startsWith('$inf$')).join(', ')}`)
    await rerender(null)
    await rerender(<Nested value={{ provider: () => cache }}><List id="B" getKey={indexKey('a')} fetcher={f} config={{ revalidateIfStale: false }} /></Nested>)
    await run.settle()
  },
  'fallback keyed by unstable_serialize(getKey)': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} />, { fallback: { [run.lib.serialize(indexKey('a'))]: [['fb']] } })
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'fallback with revalidateOnMount: false': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ revalidateOnMount: false }} />, { fallback: { [run.lib.serialize(indexKey('a'))]: [['fb']] } })
    await run.settle()
  },
  'suspense: the fallback shows until every page loaded': async (run) => {
    await run.mount(<Suspense fallback={<Fallback run={run} />}><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ suspense: true, initialSize: 2 }} /></Suspense>)
    await run.settle(50)
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'suspense: page 0 fails, the error boundary gets the error': async (run) => {
    const f = run.fetcher(10, () => new Error('boom'))
    const Boundary = ({ children }: { children: ReactNode }) => <Catch run={run}>{children}</Catch>
    await run.mount(<Boundary><Suspense fallback={<Fallback run={run} />}><List id="A" getKey={indexKey('a')} fetcher={f} config={{ suspense: true }} /></Suspense></Boundary>)
    await run.settle()
  },
  'suspense with fallbackData does not suspend': async (run) => {
    await run.mount(<Suspense fallback={<Fallback run={run} />}><List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ suspense: true, fallbackData: [['fd']] }} /></Suspense>)
    await run.settle()
  },
  'suspense: a new first page key suspends again': async (run) => {
    const f = run.fetcher()
    const ui = (name: string) => <Suspense fallback={<Fallback run={run} />}><List id="A" getKey={indexKey(name)} fetcher={f} config={{ suspense: true }} /></Suspense>
    const { rerender } = await run.mount(ui('a'))
    await run.settle()
    await rerender(ui('b'))
    await run.settle()
  },
  'cacheData under unstable_serialize(getKey) answers the first load': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2, ...run.callbacks('onSuccess') }} />, { cacheData: { [run.lib.serialize(indexKey('a'))]: [['cd0'], ['cd1']] } })
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'cacheData and fallback under a page key are not the list\'s': async (run) => {
    const config = { cacheData: { '/a?page=1': ['cd1'] }, fallback: { '/a?page=0': ['fb0'] } }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ initialSize: 2 }} />, config)
    await run.settle()
  },
}

compatTests(scenarios)
