// The fetcher's `{ signal }`: made on first read (an AbortSignal is costly to create and most
// fetchers never read it), yet the same for every reader as an eagerly made one would be.
import type { FetcherContext } from '../types'
import { abortRequest, isAborted, requestSignal, startAbortable } from '../requests'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Starts a request that stays in flight, and hands back the context its fetcher got. */
function stalledRequest() {
  let context: FetcherContext | undefined
  const request = startAbortable((ctx) => {
    context = ctx
    return new Promise<never>(() => {})
  })
  return { request, context: context! }
}

test('a fetcher that never reads signal makes no AbortController, even when its request is aborted', async () => {
  const made = vi.spyOn(globalThis, 'AbortController')
  const request = startAbortable(() => Promise.resolve('page'))
  await expect(request).resolves.toBe('page')
  const { request: stalled } = stalledRequest()
  abortRequest(stalled)
  expect(isAborted(stalled)).toBe(true)
  expect(made).not.toHaveBeenCalled()
})

test('signal is an own enumerable property, the same AbortSignal on every read and in a spread copy', () => {
  const { context } = stalledRequest()
  expect(Object.keys(context)).toEqual(['signal'])
  const { signal } = context
  expect(signal).toBeInstanceOf(AbortSignal)
  expect(context.signal).toBe(signal)
  expect({ ...context }.signal).toBe(signal)
  expect(context).toEqual({ signal: expect.any(AbortSignal) })
})

test('a signal read before the abort aborts with it; one first read after it is already aborted', () => {
  const early = stalledRequest()
  const signal = early.context.signal
  const onAbort = vi.fn()
  signal.addEventListener('abort', onAbort)
  abortRequest(early.request)
  expect(signal.aborted).toBe(true)
  expect(onAbort).toHaveBeenCalledTimes(1)

  const late = stalledRequest()
  abortRequest(late.request)
  expect(late.context.signal.aborted).toBe(true)
  expect((late.context.signal.reason as DOMException).name).toBe('AbortError')
})

test('a settled request is never aborted: its signal stays as it was', async () => {
  let context: FetcherContext | undefined
  const request = startAbortable((ctx) => {
    context = ctx
    return Promise.resolve(1)
  })
  await request
  abortRequest(request)
  expect(isAborted(request)).toBe(false)
  expect(context!.signal.aborted).toBe(false)
})

test('requestSignal follows the request without making its AbortSignal: flag, listeners once, reason', () => {
  const made = vi.spyOn(globalThis, 'AbortController')
  const { request, context } = stalledRequest()
  const watched = requestSignal(context)
  const listener = vi.fn()
  watched.addEventListener('abort', listener)
  expect(watched.aborted).toBe(false)
  expect(watched.reason).toBeUndefined()
  abortRequest(request)
  abortRequest(request)
  expect(watched.aborted).toBe(true)
  expect(listener).toHaveBeenCalledTimes(1)
  expect(made).not.toHaveBeenCalled()
  made.mockRestore()
  // The reason is the one the fetcher's signal shows.
  expect(watched.reason).toBe(context.signal.reason)
  expect((watched.reason as DOMException).name).toBe('AbortError')
})

test('requestSignal of a { signal } the core did not make (a middleware\'s own) follows that signal', () => {
  const controller = new AbortController()
  const watched = requestSignal({ signal: controller.signal })
  const listener = vi.fn()
  watched.addEventListener('abort', listener)
  expect(watched.aborted).toBe(false)
  controller.abort('gone')
  expect(watched.aborted).toBe(true)
  expect(watched.reason).toBe('gone')
  expect(listener).toHaveBeenCalledTimes(1)
})
