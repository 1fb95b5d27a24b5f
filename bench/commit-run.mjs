// Scenario 1 without act(), for React's production build (which has none): each step waits for
// the commit that shows the new page. The component reports its render; the DOM is then read
// until it shows the page count, as a render React has not committed yet does not count. Shared
// by bench/production.mjs (Node, jsdom) and bench/browser/page.mjs (Chromium), which each time
// the steps their own way: mount, load more and unmount are separate calls for that.
import { makePage } from './pages.mjs'

/** The cases of both production-build harnesses; `adapter` names one of bench/adapters.mjs's. */
export const COMMIT_RUN_CASES = [
  { id: 'first', library: 'pagekit', adapter: 'pagekit', options: { dedupingInterval: 0 } },
  { id: 'first', library: 'SWR', adapter: 'swr', options: { dedupingInterval: 0 } },
  { id: 'nofirst', library: 'pagekit', adapter: 'pagekit', options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'nofirst', library: 'SWR', adapter: 'swr', options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'tanstack', library: 'TanStack Query', adapter: 'tanstack', options: {} },
]

/** The next macrotask (setImmediate in Node, a MessageChannel message in a browser: neither is clamped). */
export function nextTaskFunction() {
  if (typeof setImmediate === 'function') return () => new Promise((resolve) => setImmediate(resolve))
  const channel = new MessageChannel()
  const waiting = []
  channel.port1.onmessage = () => waiting.shift()?.()
  return () => new Promise((resolve) => {
    waiting.push(resolve)
    channel.port2.postMessage(null)
  })
}

/**
 * Mounts `adapter`'s list in a fresh root and waits for its first page. Returns `loadMore(steps)`,
 * which runs the steps and counts their renders and fetches, and `unmount()`.
 */
export async function mountList(adapter, { options, createRoot, nextTask }) {
  let view
  let renders = 0
  let fetches = 0
  let waiting = null
  const report = (v) => {
    renders++
    view = v
    if (waiting && v.len === waiting.pages) {
      const { resolve } = waiting
      waiting = null
      resolve()
    }
  }
  const fetchPage = (index) => {
    fetches++
    return Promise.resolve(makePage(index))
  }
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  const shown = async (pages) => {
    if (view?.len !== pages) await new Promise((resolve) => { waiting = { pages, resolve } })
    let tasks = 0
    while (container.textContent !== String(pages)) {
      if (++tasks > 1000) throw new Error(`bench: ${adapter.name} rendered ${pages} pages but did not commit them`)
      await nextTask()
    }
  }
  root.render(adapter.element({ fetchPage, options, report }))
  await shown(1)
  await nextTask()
  return {
    async loadMore(steps) {
      renders = 0
      fetches = 0
      const t0 = performance.now()
      for (let k = 1; k <= steps; k++) {
        view.next()
        await shown(k + 1)
      }
      const wall = performance.now() - t0
      // Work the last step left queued (effects, a library's own timers) is the run's too.
      await nextTask()
      return { wall, renders, fetches, pages: view.len }
    },
    unmount() {
      root.unmount()
      container.remove()
    },
  }
}
