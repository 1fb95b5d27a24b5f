// Harness of the differential tests (compat-*.test.tsx; not a test file itself): a scenario is
// written once against a `Lib` and runs through SWR 2.x (the reference) and through pagekit;
// both runs must leave the same log of rendered states, fetches, callbacks and return values.
// Timers are fake, so a scenario's timing (polling, retries, loadingTimeout, deduping windows)
// does not depend on how loaded the machine is.
import { Component, type ComponentType, type ReactNode } from 'react'
import useSWR, { SWRConfig, preload as swrPreload, useSWRConfig } from 'swr'
import useSWRImmutable from 'swr/immutable'
import { FetchConfig, preload as pagekitPreload, useFetch, useFetchConfig } from '../../index'
import useFetchImmutable from '../../immutable'
import { CompatRun, compareRuns, defineCompatTests, useCompatRun } from '../../test/compat-run'

export { fire } from '../../test/compat-run'

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

const describeState = (res: { data?: any; error?: any; isLoading: boolean; isValidating: boolean }) =>
  `${JSON.stringify(res.data)}|${String(res.error?.message ?? res.error)}|L${+res.isLoading}|V${+res.isValidating}`

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** One run of a scenario through one library. */
export class Run extends CompatRun<Lib> {
  /** Hook results by id, as last rendered. */
  readonly hooks: Record<string, ReturnType<AnyHook>> = {}

  /** A fetcher that logs each call and answers `d:<key>` (or `answer(key, call)`) after `ms`. */
  fetcher(ms = 10, answer?: (key: any, call: number) => unknown) {
    let calls = 0
    return (key: any) => {
      const call = ++calls
      this.log(`fetch ${JSON.stringify(key)} #${call}`)
      return this.inFlight(sleep(ms).then(() => {
        const value = answer ? answer(key, call) : `d:${Array.isArray(key) ? key.join(',') : key}`
        if (value instanceof Error) throw value
        return value
      }))
    }
  }
}

interface ShowProps { id: string; k: unknown; fetcher?: unknown; config?: object; immutable?: boolean; dataOnly?: boolean }

/**
 * One hook of the run in scope (`useSWR` or `useFetch`, or their immutable versions); it logs
 * each new state it renders. With `dataOnly` it reads only `data` and logs every render (a
 * component re-renders only for the fields it reads).
 */
export function useShow({ id, k, fetcher, config, immutable, dataOnly }: ShowProps) {
  const run = useCompatRun<Run>()
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

const runs = libs.map((lib) => () => new Run(lib))

/** Runs `scenario` through SWR, then pagekit, and returns both logs. */
export async function compare(scenario: Scenario): Promise<[string[], string[]]> {
  return await compareRuns(runs, scenario) as [string[], string[]]
}

/** One test per scenario, under fake timers: both libraries must leave the same log. */
export const compatTests = (scenarios: Record<string, Scenario>): void => defineCompatTests('compat with SWR 2.x', runs, scenarios)

/** A Suspense fallback that logs each time it shows. */
export function Fallback({ run }: { run: Run }) {
  run.log('suspense fallback')
  return null
}
