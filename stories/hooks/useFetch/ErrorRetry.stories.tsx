import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { FetchConfiguration } from '../../../src'
import type { UsersSource } from '../../../mocks'
import { mockApiOf, names, quietFor, showCode, T, useMockApi, type MockApi } from '../../support'
import { retryCode } from './code'
import { RetryUsers } from './demos/RetryUsers'

/**
 * How the hook retries a failed request by itself (`shouldRetryOnError`, on by default): how
 * often (`errorRetryCount`) and when (`onErrorRetry`). Each demo's server fails on purpose; its
 * request log shows every attempt and when it started.
 */
const meta = {
  title: 'Hooks/useFetch/Error retry',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Statuses of the requests, once nothing is in flight. */
const statuses = (source: UsersSource) => source.log.entries().map((e) => e.status)

/** Milliseconds between the end of each request and the start of the next one. */
const waits = (source: UsersSource) => source.log.entries().slice(1).map((e, i) => e.startedAt - source.log.entries()[i].endedAt!)

/**
 * `errorRetryCount: 2` on a server that always answers 500: the first request and two retries
 * (each after the backoff of `errorRetryInterval`, 100 ms here), then the hook gives up and the
 * error stays. Without it the hook would retry for as long as the error lasts.
 */
export const ErrorRetryCount: Story = {
  name: 'errorRetryCount: gives up after 2 retries',
  parameters: {
    mockApi: { latency: 100, failures: [{ page: 0, status: 500 }] },
    docsCheck: { expectsError: true, shows: ['the server answered 500'] },
    ...showCode(retryCode('{ errorRetryCount: 2, errorRetryInterval: 100 }')),
  },
  render: () => <RetryUsers options={{ errorRetryCount: 2, errorRetryInterval: 100 }} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await waitFor(() => expect(source.log.count((e) => e.endedAt !== undefined)).toBe(3), T)
    // A third retry would start within 1.2 s (at most 1.5 × 2³ × 100 ms after the last failure).
    await quietFor(1300)
    await expect(statuses(source)).toEqual([500, 500, 500])
    await expect(canvas.getByRole('alert')).toHaveTextContent('the server answered 500')
  },
}

// A retry rule of the app's own: a fixed wait instead of the backoff, at most 3 retries, and
// only for a 503 (the server says "try again later"; a retry will not fix a 500).
const fixedWaitRetry: NonNullable<FetchConfiguration['onErrorRetry']> = (error, _key, config, revalidate, { retryCount }) => {
  if (error.status !== 503) return
  if (retryCount > 3) return
  setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval)
}

const onErrorRetryCode = retryCode(`{
    errorRetryInterval: 300,
    // A fixed wait instead of the backoff, at most 3 retries, and only for a 503.
    onErrorRetry: (error, key, config, revalidate, { retryCount }) => {
      if (error.status !== 503) return
      if (retryCount > 3) return
      setTimeout(() => revalidate({ retryCount }), config.errorRetryInterval)
    },
  }`)

/**
 * `onErrorRetry` replaces the backoff: this one waits a fixed `errorRetryInterval` (300 ms)
 * before each retry. The server answers 503 twice, then the users: three requests, each retry
 * 300 ms after the failure before it (the backoff would wait 600 ms or more before the second).
 */
export const OnErrorRetry: Story = {
  name: 'onErrorRetry: a fixed wait',
  parameters: {
    mockApi: { latency: 100, failures: [{ page: 0, status: 503, times: 2 }] },
    // The first two answers are 503s on purpose; the demo ends with the list.
    docsCheck: { expectsError: true, shows: [names(0, 1)[0]] },
    ...showCode(onErrorRetryCode),
  },
  render: () => <FixedWaitUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const api = mockApiOf(context)
    await canvas.findByRole('list', { name: 'Users' }, { timeout: 3000 })
    await expect(statuses(api.users)).toEqual([503, 503, 200])
    // Each retry is the rule's: its timer called revalidate before the request started. The
    // backoff's timers would never call the rule. (A bound on the wait's length told the two
    // apart too, but a loaded machine runs a 300 ms timer 360 ms late.)
    const retries = ruleRetriesOf.get(api) ?? []
    await expect(retries).toHaveLength(2)
    const retried = api.users.log.entries().slice(1)
    for (const [i, request] of retried.entries()) await expect(request.startedAt).toBeGreaterThanOrEqual(retries[i])
    for (const wait of waits(api.users)) await expect(wait).toBeGreaterThanOrEqual(280)
  },
}

/** When the demo's rule had each retry start (performance.now()), for each story's mock API. */
const ruleRetriesOf = new WeakMap<MockApi, number[]>()

/** The users with the fixed-wait rule, noting when its timer starts each retry. */
function FixedWaitUsers() {
  const api = useMockApi()
  const [onErrorRetry] = useState(() => {
    const retries: number[] = []
    ruleRetriesOf.set(api, retries)
    const rule: NonNullable<FetchConfiguration['onErrorRetry']> = (error, key, config, revalidate, options) =>
      fixedWaitRetry(error, key, config, (retry) => {
        retries.push(performance.now())
        return revalidate(retry)
      }, options)
    return rule
  })
  return <RetryUsers options={{ errorRetryInterval: 300, onErrorRetry }} />
}

/** The same rule when the server answers 500: no retry at all, the error stays after one request. */
export const OnErrorRetryNoRetry: Story = {
  name: 'onErrorRetry: no retry for a 500',
  parameters: {
    mockApi: { latency: 100, failures: [{ page: 0, status: 500 }] },
    docsCheck: { expectsError: true, shows: ['the server answered 500'] },
    ...showCode(onErrorRetryCode),
  },
  render: () => <RetryUsers options={{ errorRetryInterval: 300, onErrorRetry: fixedWaitRetry }} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('the server answered 500')
    // A retry (by this rule for any other status, or the default backoff) would start within 0.6 s.
    await quietFor(800)
    await expect(statuses(source)).toEqual([500])
  },
}
