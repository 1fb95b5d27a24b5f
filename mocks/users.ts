// One factory for the `GET /users` source. Browser-safe: imports only `msw` (never msw/node),
// so the same handlers serve Storybook's worker and the unit tests' msw/node server.
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { makeUsers, type User } from './data'
import { createRequestLog, type Fault, type Mode, type RequestLog } from './log'

/** What the handler parsed from a request; passed to a `latency` function. */
export interface UsersRequest {
  mode: Mode
  /** Zero-based page index: `page`, or floor(offset / limit) for offset and cursor modes. */
  page: number
  offset: number
  limit: number
  // `undefined` when the request has no such param.
  cursor?: string | undefined
  q?: string | undefined
  /** Path + query. */
  url: string
}

/**
 * An injected failure on page `page` (every page when omitted). `kind`: 'status' (default)
 * answers `status` (default 500) with a JSON body; 'network' is `HttpResponse.error()` (fetch
 * rejects); 'malformed' is a 200 JSON response whose body is `{"data": [` (res.json() rejects).
 * `times`: fail only that many matching requests, then succeed (default: forever).
 */
export interface Failure {
  page?: number
  kind?: 'status' | 'network' | 'malformed'
  status?: number
  times?: number
}

export interface UsersSourceOptions {
  /** Number of items before the `q` filter (default 100). */
  total: number
  /** `limit` when the request has none (default 10). */
  pageSize: number
  /**
   * Milliseconds before answering, or a function of the request (default 0). `Infinity` never
   * answers: the request stays pending (a stalled network).
   */
  latency: number | ((req: UsersRequest) => number)
  failures: Failure[]
  /** Mode of a request with none of page/offset/cursor, i.e. a cursor chain's first page (default 'cursor'). */
  defaultMode: Mode
  /** Server-side data version; names get a ` (vN)` suffix past 1 (default 1). */
  version: number
  /**
   * Path the source lives under, e.g. '/__mock/story-1' for `GET /__mock/story-1/users`
   * (default '': `GET /users`, which also matches any longer path ending in `/users`). Sources
   * with different base paths never answer each other's requests, so many can be installed at
   * once. The log records paths without the base. Fixed at creation.
   */
  basePath: string
}

export interface UsersSource {
  /** msw handlers: `server.use(...source.handlers)` or `parameters: { msw: { handlers: source.handlers } }`. */
  readonly handlers: HttpHandler[]
  readonly log: RequestLog
  /** Current knobs (read-only snapshot). */
  readonly options: Readonly<UsersSourceOptions>
  readonly version: number
  /** Changes knobs from now on; replacing `failures` restarts their `times` counters. */
  set(patch: Partial<Omit<UsersSourceOptions, 'basePath'>>): void
  /** Adds one failure rule. */
  fail(rule: Failure): void
  /** A server-side change: increments the version (every name changes); returns it. */
  bump(): number
  setVersion(version: number): void
  /** The data set as the server currently sees it (after the `q` filter). */
  users(q?: string): User[]
  /** Knobs back to the factory's options, version back, failure counters and log cleared. */
  reset(): void
}

const DEFAULTS: UsersSourceOptions = {
  total: 100, pageSize: 10, latency: 0, failures: [], defaultMode: 'cursor', version: 1, basePath: '',
}

// Cursors are opaque to clients: base64url of `o:<offset>`. Rule: a page with data always
// carries nextCursor = the offset right after it (so the last full page points at the empty
// end page); only the empty end page has nextCursor null. prevCursor points at the page before
// (offset - limit, at least 0); only a page at offset 0 has prevCursor null.
export function encodeCursor(offset: number): string {
  return btoa(`o:${offset}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
export function decodeCursor(cursor: string): number | undefined {
  try {
    const m = /^o:(\d+)$/.exec(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')))
    return m ? Number(m[1]) : undefined
  } catch {
    return undefined
  }
}

const nonNegInt = (s: string | null) => (s !== null && /^\d+$/.test(s) ? Number(s) : undefined)

export function createUsersSource(initial: Partial<UsersSourceOptions> = {}): UsersSource {
  const start = { ...DEFAULTS, ...initial }
  let opts: UsersSourceOptions = { ...start, failures: [...start.failures] }
  let used = new WeakMap<Failure, number>()
  const log = createRequestLog()

  // First matching rule that still has `times` left; consuming it counts one use.
  function takeFailure(page: number): Failure | undefined {
    const rule = opts.failures.find((r) =>
      (r.page === undefined || r.page === page) && (r.times === undefined || (used.get(r) ?? 0) < r.times))
    if (rule) used.set(rule, (used.get(rule) ?? 0) + 1)
    return rule
  }

  if (start.basePath && !/^(\/[\w~.-]+)+$/.test(start.basePath)) {
    throw new TypeError(`basePath must look like '/a/b' (no trailing slash), got '${start.basePath}'`)
  }
  const handler = http.get(`*${start.basePath}/users`, async ({ request }) => {
    const u = new URL(request.url)
    const p = u.searchParams
    const path = '/users' + u.search
    const mode: Mode = p.has('page') ? 'index' : p.has('offset') ? 'offset' : p.has('cursor') ? 'cursor' : opts.defaultMode
    const limit = p.has('limit') ? nonNegInt(p.get('limit')) : opts.pageSize
    const cursor = p.get('cursor') ?? undefined
    const q = p.get('q') ?? undefined
    const pageParam = nonNegInt(p.get('page'))
    const offset = mode === 'index' ? (pageParam ?? 0) * (limit ?? 0)
      : mode === 'offset' ? nonNegInt(p.get('offset'))
      : cursor === undefined ? 0 : decodeCursor(cursor)
    const page = mode === 'index' ? pageParam : offset !== undefined && limit ? Math.floor(offset / limit) : undefined

    const finish = log.start({ url: path, mode, page, cursor, offset, limit: limit ?? NaN, q })
    const end = (res: Response, fault?: Fault) => {
      finish({ status: res.status, ok: res.ok, fault })
      return res
    }
    if (!limit || offset === undefined || page === undefined) {
      return end(HttpResponse.json({ message: `Bad request: ${path}` }, { status: 400 }), 'bad-request')
    }

    const req: UsersRequest = { mode, page, offset, limit, cursor, q, url: path }
    const ms = typeof opts.latency === 'function' ? opts.latency(req) : opts.latency
    if (ms === Infinity) await delay('infinite')
    else if (ms > 0) await delay(ms)

    const failure = takeFailure(page)
    if (failure?.kind === 'network') {
      finish({ status: 0, ok: false, fault: 'network' })
      return HttpResponse.error()
    }
    if (failure?.kind === 'malformed') {
      return end(new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } }), 'malformed')
    }
    if (failure) {
      const status = failure.status ?? 500
      return end(HttpResponse.json({ message: `Injected failure on page ${page}`, status, page }, { status }), 'status')
    }

    // Read the data after the delay, so a bump() during latency shows in the answer.
    const data = makeUsers(opts.total, opts.version, q).slice(offset, offset + limit)
    if (mode === 'cursor') {
      const prevCursor = offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null
      return end(HttpResponse.json({ data, nextCursor: data.length ? encodeCursor(offset + limit) : null, prevCursor }))
    }
    return end(HttpResponse.json(data))
  })

  return {
    handlers: [handler],
    log,
    get options() { return opts },
    get version() { return opts.version },
    set(patch) {
      if (patch.failures) used = new WeakMap()
      opts = { ...opts, ...patch, basePath: opts.basePath }
    },
    fail(rule) {
      opts = { ...opts, failures: [...opts.failures, rule] }
    },
    bump() {
      opts = { ...opts, version: opts.version + 1 }
      return opts.version
    },
    setVersion(version) {
      opts = { ...opts, version }
    },
    users: (q) => makeUsers(opts.total, opts.version, q),
    reset() {
      opts = { ...start, failures: [...start.failures] }
      used = new WeakMap()
      log.reset()
    },
  }
}

/** The shared default source (reset after every unit test by src/test/setup.ts). */
export const usersSource = createUsersSource()
export const usersHandlers = usersSource.handlers
