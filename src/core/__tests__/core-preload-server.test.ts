// @vitest-environment node
import { initCache } from '../cache'
import { IS_SERVER } from '../../utils/env'
import { preload, preloadRequest } from '../preload'

test('preload on the server (no window) is a no-op, as in SWR: no request, nothing stored', () => {
  expect(IS_SERVER).toBe(true)
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 1)
  expect(preloadRequest('k', fetcher, ctx)).toBeUndefined()
  expect(fetcher).not.toHaveBeenCalled()
  expect(ctx.preloads.size).toBe(0)
})

test('preload on the server still rejects a fetcher that is not a function', () => {
  expect(() => preload('k', 'nope' as never)).toThrow(TypeError)
})
