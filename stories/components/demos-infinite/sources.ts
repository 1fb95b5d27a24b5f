// One mock source per story (module state): stories reset them in `beforeEach` and install
// their handlers through `parameters.msw.handlers`.
import { createUsersSource, fetchJson, type CursorPage, type User } from '../../../mocks'

export const indexSource = createUsersSource({ total: 45, latency: 150 })
export const cursorSource = createUsersSource({ total: 45, latency: 150 })
export const offsetSource = createUsersSource({ total: 45, latency: 150 })
export const manualSource = createUsersSource({ total: 45, latency: 300 })
export const hybridSource = createUsersSource({ total: 100, latency: 150 })
export const emptySource = createUsersSource({ total: 0, latency: 150 })
export const endSource = createUsersSource({ total: 15, latency: 100 })
export const errorSource = createUsersSource({ total: 45, latency: 150, failures: [{ page: 2, times: 1 }] })
export const slowSource = createUsersSource({ total: 100, latency: 1200 })
export const shortSource = createUsersSource({ total: 100, latency: 100 })
export const bigSource = createUsersSource({ total: 10000, pageSize: 1000, latency: 50 })
export const headlessSource = createUsersSource({ total: 45, latency: 150 })
export const darkSource = createUsersSource({ total: 45, latency: 150 })
export const strictSource = createUsersSource({ total: 45, latency: 150 })
export const playgroundSource = createUsersSource({ total: 100, latency: 300 })
export const buttonSource = createUsersSource({ total: 25, latency: 300 })
export const buttonErrorSource = createUsersSource({ total: 45, latency: 200, failures: [{ page: 1, times: 1 }] })
export const buttonListSource = createUsersSource({ total: 25, latency: 300 })

export const usersFetcher = (url: string) => fetchJson<User[]>(url)
export const cursorFetcher = (url: string) => fetchJson<CursorPage<User>>(url)
