// Shared helpers for the useFetch unit tests (not a test file itself).
import { act, render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FetchConfig } from '../../index'
import type { FetchConfigValue } from '../types'

let counter = 0
/** A key no other test uses. */
export const createKey = (prefix = 'key'): string => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 8)}`

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** A fetcher-style promise that resolves to `value` after `ms`. */
export const resolveAfter = <T,>(value: T, ms = 0): Promise<T> => new Promise((r) => setTimeout(() => r(value), ms))

/** Renders inside an isolated cache (fresh Map) plus any extra config. */
export function renderWithConfig(ui: ReactNode, value: FetchConfigValue = {}): RenderResult {
  const isolated: FetchConfigValue = { provider: () => new Map(), ...value }
  const result = render(<FetchConfig value={isolated}>{ui}</FetchConfig>)
  const rerender = result.rerender
  return {
    ...result,
    rerender: (next: ReactNode) => rerender(<FetchConfig value={isolated}>{next}</FetchConfig>),
  }
}

/** Advances fake timers inside act(), flushing promises between timers. */
export const advance = async (ms: number): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Flushes pending microtasks/zero-delay timers inside act(). */
export const flush = async (ms = 0): Promise<void> => {
  await act(async () => {
    await sleep(ms)
  })
}

export const focus = async (): Promise<void> => {
  await act(async () => {
    window.dispatchEvent(new Event('focus'))
  })
}
