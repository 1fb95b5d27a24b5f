// Test helpers of the page preloader's unit tests: an isolated cache, a probe component that
// exposes the hook's latest result, and a page component that loads one page with useFetch.
import type { ReactNode } from 'react'
import { FetchConfig, useFetch } from '../index'
import { fetchJson, usersUrl, type User } from '../../mocks'
import { usePagePreloader } from '../components/PagePreloader/usePagePreloader'
import type { Arguments } from '../core/types'
import type { UsePagePreloaderOptions, UsePagePreloaderResult } from '../components/PagePreloader/types'

export const pageKey = (page: number) => usersUrl({ page, limit: 10 })
export const getKey = (page: number) => pageKey(page)

export function Isolated({ children, cache }: { children: ReactNode; cache?: Map<string, unknown> }) {
  return <FetchConfig value={{ provider: () => (cache ?? new Map()) as never }}>{children}</FetchConfig>
}

/** The latest result of the hook in <Probe> (or in a test's own component that sets it). */
export let result: UsePagePreloaderResult
export const setResult = (latest: UsePagePreloaderResult) => {
  result = latest
}

export function Probe<Data, K extends Arguments = Arguments>(props: UsePagePreloaderOptions<Data, K> & { label?: string }) {
  const { label = 'target', ...options } = props
  const preloader = usePagePreloader(options)
  setResult(preloader)
  return (
    <button type="button" ref={preloader.targetRef} {...preloader.getTargetProps()}>
      {label}
    </button>
  )
}

/** Real timers, no stubbed globals, no navigator.connection: what each test starts from. */
export function restoreBrowser() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  delete (navigator as unknown as { connection?: unknown }).connection
}

export function Page({ page }: { page: number }) {
  const { data } = useFetch(pageKey(page), fetchJson<User[]>)
  return <p>{data ? `page ${page}: ${data[0]?.name}` : `loading ${page}`}</p>
}
