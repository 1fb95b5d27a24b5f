import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { usersSource } from '../../mocks/users'
import { server } from './server'

// Waits are for order and counts, not speed: waitFor and findBy give a loaded CI machine 4 s, not
// testing-library's 1 s (a wait for something that never happens still fails).
configure({ asyncUtilTimeout: 4000 })

// Unhandled requests fail loudly: a test that hits an unmocked URL is a broken test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  // The shared source is module state: give every test fresh knobs and an empty log.
  usersSource.reset()
})
afterAll(() => server.close())
