// Browser-safe entry for stories and tests (msw/node setup lives in src/test/server.ts).
export { makeUser, makeUsers, type Role, type User } from './data'
export { createRequestLog, type Fault, type LogEntry, type Mode, type RequestLog } from './log'
export {
  createUsersSource, decodeCursor, encodeCursor, usersHandlers, usersSource,
  type Failure, type UsersRequest, type UsersSource, type UsersSourceOptions,
} from './users'
export {
  cursorKey, cursorPreviousKey, deepLinkKeys, fetchJson, FetchError, indexKey, offsetKey, resolveUrl, usersUrl,
  type CursorPage, type UsersQuery,
} from './fetch'
