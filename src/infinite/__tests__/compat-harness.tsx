// Harness of the infinite differential tests (compat-*.test.tsx here; not a test file itself): a
// scenario is written once and runs through SWR 2.x's useSWRInfinite (the reference) and through
// useFetchInfinite; both runs must leave the same log of rendered states, fetches, callbacks and
// return values. Consecutive equal states of a list are logged once: pagekit renders once per
// loaded page where SWR renders twice (README, "Beyond useSWRInfinite"). Timers are fake, so
// polling, retries, loadingTimeout and deduping windows do not depend on the machine's load.
// COMPAT_LOG=1 prints SWR's log of each scenario (what a new scenario is checked against).
import { act } from '@testing-library/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { SWRConfig, mutate as swrGlobalMutate, useSWRConfig } from 'swr'
import useSWRInfinite, { unstable_serialize as swrSerialize } from 'swr/infinite'
import useFetchInfinite, { unstable_serialize } from '../index'
import { FetchConfig, mutate as pagekitGlobalMutate, useFetchConfig } from '../../index'
import { CompatRun, compareRuns, defineCompatTests, useCompatRun } from '../../test/compat-run'

export { fire, withCompatTimers } from '../../test/compat-run'

/* eslint-disable @typescript-eslint/no-explicit-any -- one scenario drives both libraries */
export interface ListResponse {
  data?: any; error?: any; size: number; isLoading: boolean; isValidating: boolean; mutate: any; setSize: any
}
type AnyInfinite = (getKey: any, fetcher?: any, config?: any) => ListResponse

export interface Lib {
  name: 'swr' | 'pagekit'
  useInfinite: AnyInfinite
  Config: ComponentType<{ value: any; children?: ReactNode }>
  useConfig: () => { mutate: any; cache: any }
  serialize: (getKey: any) => string
  /** The global mutate of the default cache. */
  mutate: (...args: any[]) => Promise<any>
}

export const libs: [Lib, Lib] = [
  { name: 'swr', useInfinite: useSWRInfinite as unknown as AnyInfinite, Config: SWRConfig as any, useConfig: useSWRConfig as any, serialize: swrSerialize, mutate: swrGlobalMutate },
  { name: 'pagekit', useInfinite: useFetchInfinite as unknown as AnyInfinite, Config: FetchConfig as any, useConfig: useFetchConfig as any, serialize: unstable_serialize as any, mutate: pagekitGlobalMutate },
]

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Pages 0, 1 and 2 hold one item each; past them, an empty page ends the list. */
export const PAGES = 3
/** The README's index source under `/name`: a null key after an empty page. */
export const indexKey = (name: string) => (index: number, previous: unknown[] | null) =>
  previous && !previous.length ? null : `/${name}?page=${index}`

const describeState = (res: ListResponse) =>
  `${JSON.stringify(res.data)}|${String(res.error?.message ?? res.error)}|size ${res.size}|L${+res.isLoading}|V${+res.isValidating}`

/** One run of a scenario through one library. */
export class Run extends CompatRun<Lib> {
  /** List results by id, as last rendered. */
  readonly lists: Record<string, ListResponse> = {}

  /**
   * A fetcher that logs each call and, after `ms`, answers page N of an index key as
   * `[N.v]`, v counting the fetches of that key (so a state shows which pages were
   * refetched); past page 2, `[]`. `answer(key, call)` replaces that; an Error it returns is thrown.
   */
  fetcher(ms = 10, answer?: (key: any, call: number) => unknown) {
    let calls = 0
    const versions = new Map<string, number>()
    return (key: any) => {
      const call = ++calls
      const text = JSON.stringify(key).split(this.tag).join('')
      this.log(`fetch ${text} #${call}`)
      return this.inFlight(sleep(ms).then(() => {
        const version = (versions.get(text) ?? 0) + 1
        versions.set(text, version)
        const page = Number(/page=(\d+)/.exec(text)?.[1])
        const value = answer ? answer(key, call) : page < PAGES ? [`${page}.${version}`] : []
        if (value instanceof Error) throw value
        return value
      }))
    }
  }

  /** Config callbacks that log their calls (the key, and the data or error's message). */
  callbacks(...names: Array<'onSuccess' | 'onError' | 'onDiscarded' | 'onLoadingSlow'>) {
    const all = {
      onSuccess: (data: unknown, key: string) => this.log(`onSuccess ${JSON.stringify(data)} ${key}`),
      onError: (error: Error, key: string) => this.log(`onError ${error.message} ${key}`),
      onDiscarded: (key: string) => this.log(`onDiscarded ${key}`),
      onLoadingSlow: (key: string) => this.log(`onLoadingSlow ${key}`),
    }
    return Object.fromEntries(names.map((name) => [name, all[name]]))
  }
}

export interface ListProps {
  id: string
  getKey: unknown
  fetcher?: unknown
  config?: object | undefined
  /** Reads only `data` and logs every render (a component re-renders only for the fields it reads). */
  dataOnly?: boolean
}

/** One list of the run in scope (`useSWRInfinite` or `useFetchInfinite`); it logs each new state it renders. */
export function useList({ id, getKey, fetcher, config, dataOnly }: ListProps) {
  const run = useCompatRun<Run>()
  // null, not undefined, for "no fetcher": SWR drops the options after an undefined fetcher.
  const res = run.lib.useInfinite(getKey, fetcher ?? null, { ...config })
  run.lists[id] = res
  if (dataOnly) run.log(`${id} renders ${JSON.stringify(res.data)}`)
  else run.logState(id, describeState(res))
  return res
}

export function List(props: ListProps) {
  useList(props)
  return null
}

let setName: (name: string) => void = () => {}
/** List A on the index source `/<name>`; `rename` changes the name, and so the first page key. */
export function Renamable({ config, fetcher }: { config?: object; fetcher: unknown }) {
  const [name, set] = useState('a')
  setName = set
  return <List id="A" getKey={indexKey(name)} fetcher={fetcher} config={config} />
}
export const rename = (name: string) => act(async () => setName(name))

/** The run whose scenario renders this component. */
export const useRun = () => useCompatRun<Run>()

export type Scenario = (run: Run) => Promise<void>

const runs = libs.map((lib) => () => new Run(lib))

/** Runs `scenario` through SWR, then pagekit, and returns both logs. */
export async function compare(scenario: Scenario): Promise<[string[], string[]]> {
  return await compareRuns(runs, scenario) as [string[], string[]]
}

/** One test per scenario, under fake timers: both libraries must leave the same log. */
export const compatTests = (scenarios: Record<string, Scenario>): void => defineCompatTests('compat with SWR 2.x useSWRInfinite', runs, scenarios)

