// Each rendered story gets its own mock API: its own `GET /users` source (and any extra
// endpoints) under its own base path, `/__mock/<story id>~<n>`, with its own request log. Two
// stories on one docs page (or one story rendered twice) can never answer each other's
// requests or share a log, whatever order they render in.
//
// A story asks for one with `parameters.mockApi` (the source's options); the preview's loader
// creates it and installs its handlers, the cleanup removes them. Demos reach it with
// `useMockApi()`, render and play functions with `mockApiOf(context)`.
import { createContext, useContext } from 'react'
import type { RequestHandler } from 'msw'
import type { Loader, StoryContext } from '@storybook/react-vite'
import { createUsersSource, fetchJson, type RequestLog, type UsersSource, type UsersSourceOptions } from '../../mocks'
import { installHandlers, removeHandlers, startWorker } from './worker'

/** An endpoint besides `GET /users` (e.g. `POST /users`), with its own request log. */
export interface MockEndpoint {
  /** Caption of its request log, e.g. "POST /users". */
  caption: string
  handlers: RequestHandler[]
  log: RequestLog
}

/** Builds an endpoint under the story's base path. */
export type MockEndpointFactory = (base: string) => MockEndpoint

/** `parameters.mockApi`: the `GET /users` source's options, plus extra endpoints. */
export interface MockApiOptions extends Partial<Omit<UsersSourceOptions, 'basePath'>> {
  endpoints?: Record<string, MockEndpointFactory>
}

export interface MockApi {
  /** Unique per rendered story: `<story id>~<n>`. */
  scope: string
  /** The path this story's requests go under: `/__mock/<scope>`. */
  base: string
  /** The `GET /users` source: its log, `bump()`, `fail()`, `set()`, `users()`. */
  users: UsersSource
  endpoints: Record<string, MockEndpoint>
  /** Every request log of the story, `GET /users` first. */
  logs: { caption: string; log: RequestLog }[]
  handlers: RequestHandler[]
  /**
   * `fetchJson` against this story's server: `api.fetchJson<User[]>('/users?page=0&limit=10')`.
   * As a fetcher it gets `{ signal }` second; an aborted request is marked in the log.
   */
  fetchJson: <T = unknown>(path: string, init?: RequestInit) => Promise<T>
  /** This story's URL for an app path, for a demo's own `fetch` calls. */
  url: (path: string) => string
}

export const MOCK_PREFIX = '/__mock/'

export function createMockApi(scope: string, { endpoints = {}, ...options }: MockApiOptions = {}): MockApi {
  const base = `${MOCK_PREFIX}${scope}`
  const users = createUsersSource({ ...options, basePath: base })
  const built = Object.fromEntries(Object.entries(endpoints).map(([name, make]) => [name, make(base)]))
  const url = (path: string) => {
    if (!path.startsWith('/')) throw new TypeError(`mock API paths start with '/', got '${path}'`)
    return base + path
  }
  return {
    scope,
    base,
    users,
    endpoints: built,
    logs: [
      { caption: 'Network (MSW request log)', log: users.log },
      ...Object.values(built).map(({ caption, log }) => ({ caption, log })),
    ],
    handlers: [...users.handlers, ...Object.values(built).flatMap((e) => e.handlers)],
    fetchJson: (path, init) => {
      // The request log marks a request the app aborted (the worker cannot see it).
      init?.signal?.addEventListener('abort', () => users.log.abort(path), { once: true })
      return fetchJson(url(path), init)
    },
    url,
  }
}

let rendered = 0

// Storybook runs a story's loaders again on every re-render that is no remount: a control or the
// theme toolbar changing its args or globals. The story keeps its cache across those (StoryFrame),
// so it must keep its mock API too: a new one would show an empty request log beside data loaded
// through the old one, and log only what comes after. Keyed by the story's canvas element (one
// per rendered story, in docs blocks too); the teardown's cleanup ends the reuse.
const kept = new WeakMap<object, { id: string; api: MockApi }>()

/** Preview loader: starts the worker, and creates and installs the story's mock API if it asks for one. */
export const mockApiLoader: Loader = async (context) => {
  await startWorker()
  const options = context.parameters.mockApi as MockApiOptions | undefined
  if (!options) return {}
  const canvas = context.canvasElement as object | undefined
  const previous = canvas && kept.get(canvas)
  if (previous?.id === context.id) return { mockApi: previous.api }
  const api = createMockApi(`${context.id}~${++rendered}`, options)
  await installHandlers(api.handlers)
  if (canvas) kept.set(canvas, { id: context.id, api })
  return { mockApi: api }
}

/** Preview `beforeEach`: removes the story's handlers when it is torn down. */
export const mockApiCleanup = (context: StoryContext) => {
  const api = context.loaded?.mockApi as MockApi | undefined
  if (!api) return undefined
  return () => {
    const canvas = context.canvasElement as object | undefined
    if (canvas && kept.get(canvas)?.api === api) kept.delete(canvas)
    return removeHandlers(api.handlers)
  }
}

/** The story's mock API, in a render or play function. */
export function mockApiOf(context: { loaded: Record<string, unknown>; id?: string }): MockApi {
  const api = context.loaded.mockApi as MockApi | undefined
  if (!api) throw new Error(`story ${context.id ?? ''} has no mock API: give it parameters.mockApi`)
  return api
}

export const MockApiContext = createContext<MockApi | undefined>(undefined)

/** The story's mock API, in a demo component. */
export function useMockApi(): MockApi {
  const api = useContext(MockApiContext)
  if (!api) throw new Error('useMockApi: this story has no mock API; give it parameters.mockApi')
  return api
}
