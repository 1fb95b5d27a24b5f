// msw/node server for the unit project. Node-only: never import this from mocks/ or stories/.
import { setupServer } from 'msw/node'
import { usersHandlers } from '../../mocks/users'
import type { UsersSource } from '../../mocks/users'

// The shared default source answers `/users` unless a test installs its own with useSource().
export const server = setupServer(...usersHandlers)

/**
 * Installs `source` for the current test (prepended, so it wins over the default handlers;
 * removed by the afterEach resetHandlers in setup.ts) and returns it for chaining:
 * `const src = useSource(createUsersSource({ total: 45 }))`.
 */
export function useSource<S extends Pick<UsersSource, 'handlers'>>(source: S): S {
  server.use(...source.handlers)
  return source
}
