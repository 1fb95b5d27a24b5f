// Harness of the differential tests (compat-*.test.tsx; not a test file itself): a scenario is
// written once against a `Lib` and runs through SWR 2.x (the reference) and through pagekit;
// both runs must leave the same log of rendered states, fetches, callbacks and return values.
// Timers are fake, so a scenario's timing (polling, retries, loadingTimeout, deduping windows)
// does not depend on how loaded the machine is.
import { act, cleanup, render } from '@testing-library/react'
import { Component, createContext, useContext, type ComponentType, type ReactNode } from 'react'
import useSWR, { SWRConfig, preload as swrPreload, useSWRConfig } from 'swr'
import useSWRImmutable from 'swr/immutable'
import { FetchConfig, preload as pagekitPreload, useFetch, useFetchConfig } from '../../index'
import useFetchImmutable from '../../immutable'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
type AnyHook = (key: any, fetcher?: any, config?: any) => { data?: any; error?: any; isLoading: boolean; isValidating: boolean; mutate: any }

export interface Lib {
  name: 'swr' | 'pagekit'
  useHook: AnyHook
  useImmutable: AnyHook
  Config: ComponentType<{ value: any; children?: ReactNode }>
  useConfig: () => { mutate: any }
  preload: (key: any, fetcher: any) => unknown
}

export const libs: [Lib, Lib] = [
  { name: 'swr', useHook: useSWR as unknown as AnyHook, useImmutable: useSWRImmutable as unknown as AnyHook, Config: SWRConfig as any, useConfig: useSWRConfig as any, preload: swrPreload },
  { name: 'pagekit', useHook: useFetch as unknown as AnyHook, useImmutable: useFetchImmutable as unknown as AnyHook, Config: FetchConfig as any, useConfig: useFetchConfig as any, preload: pagekitPreload },
]

const LibContext = createContext<Run>(null as unknown as Run)

const describeState = (res: { data?: any; error?: any; isLoading: boolean; isValidating: boolean }) =>
  `${JSON.stringify(res.data)}|${String(res.error?.message ?? res.error)}|L${+res.isLoading}|V${+res.isValidating}`

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** One run of a scenario through one library. */
export class Run {
  readonly lines: string[] = []
  /** Hook results by id, as last rendered. */
  readonly hooks: Record<string, ReturnType<AnyHook>> = {}
  private pending = 0
  private lastState: Record<string, string> = {}
  // Keys that reach the default cache (preload) must not collide between runs and tests.
  readonly tag = `#${Math.random().toString(36).slice(2, 8)}`

  constructor(readonly lib: Lib) {}

  log(line: string) {
    this.lines.push(line.split(this.tag).join(''))
  }

  /** Logs the state of hook `id` when it differs from the one it logged last. */
  logState(id: string, state: string) {
    if (this.lastState[id] !== state) this.log(`${id}: ${state}`)
    this.lastState[id] = state
  }

  /** A key of the default cache, unique to this run (the log shows it without the suffix). */
  key(name: string) {
    return `${name}${this.tag}`
  }

  /** A fetcher that logs each call and answers `d:<key>` (or `answer(key, call)`) after `ms`. */
  fetcher(ms = 10, answer?: (key: any, call: number) => unknown) {
    let calls = 0
    return (key: any) => {
      const call = ++calls
      this.log(`fetch ${JSON.stringify(key)} #${call}`)
      this.pending++
      return sleep(ms)
        .then(() => {
          const value = answer ? answer(key, call) : `d:${Array.isArray(key) ? key.join(',') : key}`
          if (value instanceof Error) throw value
          return value
        })
        .finally(() => this.pending--)
    }
  }

  /** Renders `ui` in a FetchConfig/SWRConfig with an isolated cache and `config`; `rerender` keeps both. */
  async mount(ui: ReactNode, config: Record<string, unknown> = {}) {
    const { Config } = this.lib
    const value = { provider: () => new Map(), dedupingInterval: 0, ...config }
    const wrap = (children: ReactNode) => (
      <LibContext.Provider value={this}>
        <Config value={value}>{children}</Config>
      </LibContext.Provider>
    )
    // An async act: React 19 retries a render suspended by use() (SWR's suspense) only then.
    let view!: ReturnType<typeof render>
    await act(async () => { view = render(wrap(ui)) })
    return { unmount: () => view.unmount(), rerender: (next: ReactNode) => act(async () => view.rerender(wrap(next))) }
  }

  /** Lets `ms` of fake time pass, then as long as fetches are in flight. */
  async settle(ms = 0) {
    await act(() => vi.advanceTimersByTimeAsync(ms))
    // A revalidation deferred to the next animation frame (data already on screen) starts by then.
    await act(() => vi.advanceTimersByTimeAsync(32))
    for (let waited = 0; this.pending > 0 && waited < 10_000; waited += 10) await act(() => vi.advanceTimersByTimeAsync(10))
    await act(() => vi.advanceTimersByTimeAsync(20))
  }

  /** Runs `fn` in act() and logs what it resolved to (or its rejection). */
  async call(label: string, fn: () => unknown) {
    let result: unknown
    await act(async () => {
      const promise = Promise.resolve(fn()).then((v) => `-> ${JSON.stringify(v)}`, (e: Error) => `threw ${e?.message ?? e}`)
      await vi.advanceTimersByTimeAsync(0)
      result = promise
    })
    await this.settle()
    this.log(`${label} ${await (result as Promise<string>)}`)
  }
}

interface ShowProps { id: string; k: unknown; fetcher?: unknown; config?: object; immutable?: boolean; dataOnly?: boolean }

/**
 * One hook of the run in scope (`useSWR` or `useFetch`, or their immutable versions); it logs
 * each new state it renders. With `dataOnly` it reads only `data` and logs every render (a
 * component re-renders only for the fields it reads).
 */
export function useShow({ id, k, fetcher, config, immutable, dataOnly }: ShowProps) {
  const run = useContext(LibContext)
  const res = (immutable ? run.lib.useImmutable : run.lib.useHook)(k, fetcher, { ...config })
  run.hooks[id] = res
  if (dataOnly) run.log(`${id} renders ${JSON.stringify(res.data)}`)
  else run.logState(id, describeState(res))
  return res
}

export function Show(props: ShowProps) {
  useShow(props)
  return null
}

export class ErrorBoundary extends Component<{ children: ReactNode; onError: (e: Error) => void }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) { return { error } }
  override componentDidCatch(error: Error) { this.props.onError(error) }
  override render() {
    return this.state.error ? null : this.props.children
  }
}

export type Scenario = (run: Run) => Promise<void>

/** Runs `scenario` through SWR, then pagekit, and returns both logs. */
export async function compare(scenario: Scenario): Promise<[string[], string[]]> {
  const logs: string[][] = []
  for (const lib of libs) {
    const run = new Run(lib)
    await scenario(run)
    // Nothing of this run may reach the next one: its hooks go, and so do its timers.
    cleanup()
    vi.clearAllTimers()
    logs.push([...run.lines])
  }
  return logs as [string[], string[]]
}

/**
 * One test per scenario, each under fake timers, with Math.random fixed (the retry backoff is
 * random: both runs then wait the same) and console.error silenced (error boundaries, suspense).
 */
export function compatTests(scenarios: Record<string, Scenario>): void {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  for (const [name, scenario] of Object.entries(scenarios)) {
    test(`compat with SWR 2.x: ${name}`, async () => {
      const [expected, actual] = await compare(scenario)
      expect(actual).toEqual(expected)
    })
  }
}

/** Dispatches a window event (focus, online, offline) inside act(). */
export const fire = (type: string) => act(async () => { window.dispatchEvent(new Event(type)) })

/** A Suspense fallback that logs each time it shows. */
export function Fallback({ run }: { run: Run }) {
  run.log('suspense fallback')
  return null
}
