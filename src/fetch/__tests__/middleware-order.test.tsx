// The order of middlewares, as SWR's: the outer FetchConfig's `use`, the inner FetchConfig's,
// the hook's own `use`, then the hook's built-in middleware (useFetchInfinite's, useFetchImmutable's),
// closest to the data hook.
import { render } from '@testing-library/react'
import { FetchConfig, useFetch, withMiddleware, type Middleware } from '../../index'
import useFetchInfinite from '../../infinite'
import { createKey, flush } from './helpers'

const spy = (name: string, log: string[]): Middleware => (useNext) => (key, fetcher, config) => {
  log.push(`${name}:${typeof key === 'function' ? 'getKey' : String(key)}`)
  return useNext(key, fetcher, config)
}

function renderNested(ui: React.ReactNode, log: string[]) {
  return render(
    <FetchConfig value={{ provider: () => new Map(), use: [spy('outer', log)] }}>
      <FetchConfig value={{ use: [spy('inner', log)] }}>{ui}</FetchConfig>
    </FetchConfig>,
  )
}

test('useFetch: outer config, inner config, then the hook\'s use (first of each list first)', () => {
  const k = createKey()
  const log: string[] = []
  function Page() { useFetch(k, async () => 1, { use: [spy('hook 1', log), spy('hook 2', log)] }); return null }
  renderNested(<Page />, log)
  expect(log.slice(0, 4)).toEqual([`outer:${k}`, `inner:${k}`, `hook 1:${k}`, `hook 2:${k}`])
})

test('useFetchInfinite: every user middleware runs outside the infinite one, once per hook call (it sees getKey)', async () => {
  const k = createKey()
  const log: string[] = []
  function List() { useFetchInfinite((i) => `${k}-${i}`, async (key: string) => key, { use: [spy('hook', log)], initialSize: 3 }); return null }
  renderNested(<List />, log)
  expect(log.slice(0, 3)).toEqual(['outer:getKey', 'inner:getKey', 'hook:getKey'])
  await flush(30)
  expect(new Set(log)).toEqual(new Set(['outer:getKey', 'inner:getKey', 'hook:getKey']))
})

test('withMiddleware(useFetch, m): m runs after the configs\' and the call\'s middlewares', () => {
  const k = createKey()
  const log: string[] = []
  const useLogged = withMiddleware(useFetch, spy('built-in', log))
  function Page() { useLogged(k, async () => 1, { use: [spy('hook', log)] }); return null }
  renderNested(<Page />, log)
  expect(log.slice(0, 4)).toEqual([`outer:${k}`, `inner:${k}`, `hook:${k}`, `built-in:${k}`])
})
