// Server rendering then hydration, in one jsdom test: pagekit is loaded twice, once as on a
// server (no window, no document, no observers: module-level probes such as IS_SERVER see a
// server) to render the HTML, and once as in the browser to hydrate that HTML. Each load has its
// own styled-components, as a server and a browser each have theirs (it numbers its class names
// per load).
import type { ReactNode } from 'react'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'

export interface Pagekit {
  root: typeof import('../index')
  infinite: typeof import('../infinite')
  headless: typeof import('../headless')
}

/** What a server lacks: a render that reads any of them throws. */
const BROWSER_GLOBALS = [
  'window', 'document', 'navigator', 'Element', 'HTMLElement', 'Node',
  'IntersectionObserver', 'ResizeObserver', 'requestAnimationFrame', 'requestIdleCallback',
]

let loads = 0
async function loadPagekit(): Promise<Pagekit> {
  vi.resetModules()
  const styled = `${process.cwd()}/node_modules/styled-components/dist/styled-components.esm.js?load=${++loads}`
  vi.doMock('styled-components', () => import(/* @vite-ignore */ styled))
  return { root: await import('../index'), infinite: await import('../infinite'), headless: await import('../headless') }
}

/**
 * The HTML a server sends for `app`: pagekit loaded and rendered without any browser global, and
 * what the render logged with console.error (React's server warnings).
 */
export async function serverRender(app: (pagekit: Pagekit) => ReactNode): Promise<{ html: string; consoleErrors: string[] }> {
  for (const name of BROWSER_GLOBALS) vi.stubGlobal(name, undefined)
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const html = renderToString(app(await loadPagekit()))
    return { html, consoleErrors: consoleError.mock.calls.map((call) => call.map(String).join(' ')) }
  } finally {
    consoleError.mockRestore()
    vi.unstubAllGlobals()
  }
}

export interface Hydrated {
  container: HTMLElement
  /** Hydration mismatches React recovered from (it then threw the server markup away). */
  recoverableErrors: string[]
  /** console.error calls while hydrating: React reports attribute and text mismatches there. */
  consoleErrors: string[]
  unmount: () => void
}

/** Puts `html` in the document and hydrates it with `app`, pagekit loaded as in a browser. */
export async function hydrate(html: string, app: (pagekit: Pagekit) => ReactNode): Promise<Hydrated> {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const pagekit = await loadPagekit()
  const recoverableErrors: string[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  let root: Root | undefined
  let consoleErrors: string[] = []
  try {
    await act(async () => {
      root = hydrateRoot(container, app(pagekit), { onRecoverableError: (error) => recoverableErrors.push(String(error)) })
    })
    consoleErrors = consoleError.mock.calls.map((call) => call.map(String).join(' '))
  } finally {
    consoleError.mockRestore()
  }
  return { container, recoverableErrors, consoleErrors, unmount: () => act(() => root?.unmount()) }
}

/** Renders `app` on the server and hydrates its HTML: that HTML (parsed, detached), what the server logged and what hydration reported. */
export async function serverThenHydrate(app: (pagekit: Pagekit) => ReactNode): Promise<{ server: HTMLElement; serverErrors: string[]; hydrated: Hydrated }> {
  const { html, consoleErrors: serverErrors } = await serverRender(app)
  const hydrated = await hydrate(html, app)
  const server = document.createElement('div')
  server.innerHTML = html
  return { server, serverErrors, hydrated }
}

/**
 * Registers the clean-up of a file of server rendering tests (the hydrated root unmounted, the
 * document emptied, after each test and before each app) and returns `renderBoth(app)`: the server HTML (parsed, detached), once it
 * rendered with no console error on the server and hydrated with no mismatch and no console error.
 */
export function ssrTests(): (app: (pagekit: Pagekit) => ReactNode) => Promise<HTMLElement> {
  let hydrated: Hydrated | undefined
  const cleanUp = () => {
    // A server render that a failure cut short leaves the browser globals removed.
    vi.unstubAllGlobals()
    hydrated?.unmount()
    hydrated = undefined
    document.body.innerHTML = ''
  }
  afterEach(cleanUp)
  return async (app) => {
    // A second app in one test replaces the first.
    cleanUp()
    const both = await serverThenHydrate(app)
    hydrated = both.hydrated
    expect(both.serverErrors).toEqual([])
    expect(hydrated.recoverableErrors).toEqual([])
    expect(hydrated.consoleErrors).toEqual([])
    return both.server
  }
}
