// Compat, size and keys: setSize with a function, what setSize resolves to, size after a
// remount, initialSize against persistSize when the first page key changes, keepPreviousData,
// getKey without a first page, a first page key that changes while pages load, and the
// fetcher's arguments. Each scenario runs through useSWRInfinite and through useFetchInfinite
// (compat-harness.tsx); both must log the same states, fetches and return values.
import { compatTests, indexKey, List, rename, Renamable, useRun, type Scenario } from './compat-harness'

const scenarios: Record<string, Scenario> = {
  'setSize(fn) gets the current size; setSize resolves to the pages': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} />)
    await run.settle()
    await run.call('setSize(s => s + 1)', () => run.lists.A.setSize((s: number) => { run.log(`setSize fn(${s})`); return s + 1 }))
    await run.call('setSize(s => s * 2)', () => run.lists.A.setSize((s: number) => { run.log(`setSize fn(${s})`); return s * 2 }))
    await run.call('setSize(1)', () => run.lists.A.setSize(1))
  },
  'size after a remount is the size the list had': async (run) => {
    const f = run.fetcher()
    const list = <List id="A" getKey={indexKey('a')} fetcher={f} config={{ revalidateFirstPage: false }} />
    const { rerender } = await run.mount(list)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
    await rerender(null)
    await rerender(list)
    await run.settle()
  },
  'initialSize: 2, first page key changes, then back': async (run) => {
    await run.mount(<Renamable fetcher={run.fetcher()} config={{ initialSize: 2 }} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
    await rename('b')
    await run.settle()
    await rename('a')
    await run.settle()
  },
  'persistSize with initialSize: 2 carries size 3 to the new key': async (run) => {
    await run.mount(<Renamable fetcher={run.fetcher()} config={{ initialSize: 2, persistSize: true }} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
    await rename('b')
    await run.settle()
  },
  'keepPreviousData: setSize keeps the pages while the new one loads': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher()} config={{ keepPreviousData: true }} />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
  },
  'keepPreviousData: a new first page key shows the old pages until its own load': async (run) => {
    await run.mount(<Renamable fetcher={run.fetcher()} config={{ keepPreviousData: true, initialSize: 2 }} />)
    await run.settle()
    await rename('b')
    await run.settle()
    await rename('a')
    await run.settle()
  },
  'without keepPreviousData a new first page key starts empty': async (run) => {
    await run.mount(<Renamable fetcher={run.fetcher()} config={{ initialSize: 2 }} />)
    await run.settle()
    await rename('b')
    await run.settle()
  },
  'getKey null for page 0: setSize and mutate resolve to undefined': async (run) => {
    await run.mount(<List id="A" getKey={() => null} fetcher={run.fetcher()} />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
    await run.call('mutate()', () => run.lists.A.mutate())
  },
  'getKey undefined, false or "" for page 0': async (run) => {
    const f = run.fetcher()
    await run.mount(<><List id="A" getKey={() => undefined} fetcher={f} /><List id="B" getKey={() => false} fetcher={f} /><List id="C" getKey={() => ''} fetcher={f} /></>)
    await run.settle()
  },
  'a fetcher that throws synchronously': async (run) => {
    const config = { ...run.callbacks('onError'), shouldRetryOnError: false, initialSize: 2 }
    const f = (key: string) => { run.log(`fetch ${key}`); throw new Error(`sync ${key}`) }
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={f} config={config} />)
    await run.settle()
  },
  'object keys: the fetcher gets the object': async (run) => {
    const getKey = (index: number) => (index < 2 ? { url: '/o', page: index } : null)
    const f = run.fetcher(10, (key: { url: string; page: number }) => [`${key.url}:${key.page}`])
    await run.mount(<List id="A" getKey={getKey} fetcher={f} config={{ initialSize: 3 }} />)
    await run.settle()
  },
  'array keys: the fetcher gets the array as one argument': async (run) => {
    const getKey = (index: number) => ['/arr', index, { q: 'x' }]
    const f = (...args: unknown[]) => { run.log(`fetch args ${JSON.stringify(args.slice(0, 1))} count=${args.filter((a) => !(a && typeof a === 'object' && 'signal' in a)).length}`); return Promise.resolve(args[0]) }
    await run.mount(<List id="A" getKey={getKey} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
  },
  'isLoading and isValidating while size grows, read without data': async (run) => {
    function Flags() {
      const run = useRun()
      const { isLoading, isValidating, size } = run.lib.useInfinite(indexKey('a'), f)
      run.logState('flags', `size ${size} L${+isLoading} V${+isValidating}`)
      run.lists.A = run.lib.useInfinite(indexKey('a'), f)
      return null
    }
    const f = run.fetcher()
    await run.mount(<Flags />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
  },
  'setSize and mutate are stable across renders; a new first page key changes them': async (run) => {
    const seen: Record<string, unknown[]> = { setSize: [], mutate: [] }
    function Identity({ name }: { name: string }) {
      const run = useRun()
      const res = run.lib.useInfinite(indexKey(name), f)
      void res.data
      void res.isValidating
      for (const field of ['setSize', 'mutate'] as const) {
        if (!seen[field].includes(res[field])) seen[field].push(res[field])
      }
      run.lists.A = res
      return null
    }
    const f = run.fetcher()
    const { rerender } = await run.mount(<Identity name="a" />)
    await run.settle()
    await run.call('setSize(2)', () => run.lists.A.setSize(2))
    run.log(`identities: setSize ${seen.setSize.length}, mutate ${seen.mutate.length}`)
    await rerender(<Identity name="b" />)
    await run.settle()
    run.log(`after a new key: setSize ${seen.setSize.length}, mutate ${seen.mutate.length}`)
  },
  'a component reading only data renders once per distinct data': async (run) => {
    await run.mount(<List id="A" getKey={indexKey('a')} fetcher={run.fetcher(10, () => ['same'])} config={{ refreshInterval: 100 }} dataOnly />)
    await run.settle(250)
  },
  'getKey changes after page 0 only: the next walks use the new keys': async (run) => {
    const f = run.fetcher()
    const getKey = (q: string) => (index: number) => (index === 0 ? '/a?page=0' : `/a?page=${index}&q=${q}`)
    const { rerender } = await run.mount(<List id="A" getKey={getKey('x')} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
    await rerender(<List id="A" getKey={getKey('y')} fetcher={f} config={{ initialSize: 2 }} />)
    await run.settle()
    await run.call('setSize(3)', () => run.lists.A.setSize(3))
    await run.call('mutate()', () => run.lists.A.mutate())
  },
}

compatTests(scenarios)
