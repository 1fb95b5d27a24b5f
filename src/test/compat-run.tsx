// What the differential tests of useFetch (src/fetch/__tests__/compat-harness.tsx) and of
// useFetchInfinite (src/infinite/__tests__/compat-harness.tsx) share: a run of one scenario
// through one library, which logs what a user would see, renders under that library's config
// provider, and lets fake time pass until no fetch is in flight. Not a test file itself.
import { act, cleanup, render } from '@testing-library/react'
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
export interface CompatLib {
  name: 'swr' | 'pagekit'
  /** SWRConfig or FetchConfig. */
  Config: ComponentType<{ value: any; children?: ReactNode }>
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const RunContext = createContext<CompatRun<CompatLib> | null>(null)

/** The run whose scenario renders the calling component. */
export function useCompatRun<R extends CompatRun<CompatLib>>(): R {
  const run = useContext(RunContext)
  if (!run) throw new Error('useCompatRun: render inside run.mount()')
  return run as R
}

export class CompatRun<L extends CompatLib> {
  readonly lines: string[] = []
  /** Fetches in flight: `settle()` waits for them. A run's fetchers count them. */
  protected pending = 0
  private lastState: Record<string, string> = {}
  // Keys that reach the default cache must not collide between runs and tests.
  readonly tag = `#${Math.random().toString(36).slice(2, 8)}`

  constructor(readonly lib: L) {}

  log(line: string) {
    this.lines.push(line.split(this.tag).join(''))
  }

  /** Logs the state of hook or list `id` when it differs from the one it logged last. */
  logState(id: string, state: string) {
    if (this.lastState[id] !== state) this.log(`${id}: ${state}`)
    this.lastState[id] = state
  }

  /** A name unique to this run, for keys of the default cache (logged without the suffix). */
  key(name: string) {
    return `${name}${this.tag}`
  }

  /** Counts `promise` as a fetch in flight until it settles. */
  protected inFlight<T>(promise: Promise<T>): Promise<T> {
    this.pending++
    return promise.finally(() => this.pending--)
  }

  /** Renders `ui` in the library's config provider with an isolated cache and `config`; `rerender` keeps both. */
  async mount(ui: ReactNode, config: Record<string, unknown> = {}) {
    const { Config } = this.lib
    const value = { provider: () => new Map(), dedupingInterval: 0, ...config }
    const wrap = (children: ReactNode) => (
      <RunContext.Provider value={this}>
        <Config value={value}>{children}</Config>
      </RunContext.Provider>
    )
    // An async act: React 19 retries a render suspended by use() (SWR's suspense) only then.
    let view!: ReturnType<typeof render>
    await act(async () => { view = render(wrap(ui)) })
    return { unmount: () => act(async () => view.unmount()), rerender: (next: ReactNode) => act(async () => view.rerender(wrap(next))) }
  }

  /** Lets `ms` of fake time pass, then as long as fetches are in flight. */
  async settle(ms = 0) {
    await act(() => vi.advanceTimersByTimeAsync(ms))
    // A revalidation deferred to the next animation frame (data already on screen) starts by then.
    await act(() => vi.advanceTimersByTimeAsync(32))
    for (let waited = 0; this.pending > 0 && waited < 10_000; waited += 10) await act(() => vi.advanceTimersByTimeAsync(10))
    await act(() => vi.advanceTimersByTimeAsync(20))
  }

  /** Runs `fn` in act(), lets the run settle and logs what it resolved to (or its rejection). */
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

/** Runs `scenario` once per library (SWR first, the reference) and returns each run's log. */
export async function compareRuns<R extends CompatRun<CompatLib>>(runs: Array<() => R>, scenario: (run: R) => Promise<void>): Promise<string[][]> {
  const logs: string[][] = []
  for (const makeRun of runs) {
    const run = makeRun()
    await scenario(run)
    // Nothing of this run may reach the next one: its hooks go, and so do its timers.
    cleanup()
    vi.clearAllTimers()
    logs.push([...run.lines])
  }
  return logs
}

/** Fake timers, Math.random fixed (the retry backoff is random) and console.error silenced (error boundaries, suspense), per test. */
export function withCompatTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}

/**
 * One test per scenario, each under fake timers: every library's run must leave the log of the
 * first (SWR's). COMPAT_LOG=1 prints SWR's log of each scenario (what a new scenario is checked against).
 */
export function defineCompatTests<R extends CompatRun<CompatLib>>(
  title: string, runs: Array<() => R>, scenarios: Record<string, (run: R) => Promise<void>>,
): void {
  withCompatTimers()
  for (const [name, scenario] of Object.entries(scenarios)) {
    test(`${title}: ${name}`, async () => {
      const [expected, ...actual] = await compareRuns(runs, scenario)
      if (process.env.COMPAT_LOG) console.log(`${name}\n  ${expected.join('\n  ')}`)
      for (const log of actual) expect(log).toEqual(expected)
    })
  }
}

/** Dispatches a window event (focus, online, offline) inside act(). */
export const fire = (type: string) => act(async () => { window.dispatchEvent(new Event(type)) })
