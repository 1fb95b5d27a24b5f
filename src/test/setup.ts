import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { usersSource } from '../../mocks/users'
import { server } from './server'

// Unhandled requests fail loudly: a test that hits an unmocked URL is a broken test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  // The shared source is module state: give every test fresh knobs and an empty log.
  usersSource.reset()
})
afterAll(() => server.close())
