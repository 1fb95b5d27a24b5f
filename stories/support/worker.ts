// The one MSW service worker of the Storybook preview. Stories never replace its handlers: each
// rendered story installs its own (under its own base path, see mockApi.ts) and removes them
// when it is torn down, so the stories of a docs page all answer at the same time.
import { isCommonAssetRequest, type RequestHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'

let started: Promise<SetupWorker> | undefined

// Storybook's own files pass through without a warning; any other unhandled request is a bug
// in a story and prints MSW's warning (the docs-mode test fails on it).
const STORYBOOK_ASSET = /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/@fs\/|\/@id\//

export function startWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const { setupWorker } = await import('msw/browser')
    const worker = setupWorker()
    await worker.start({
      quiet: true,
      onUnhandledRequest(request, print) {
        if (isCommonAssetRequest(request) || STORYBOOK_ASSET.test(request.url)) return
        print.warning()
      },
    })
    return worker
  })()
  return started
}

export async function installHandlers(handlers: readonly RequestHandler[]): Promise<void> {
  const worker = await startWorker()
  worker.use(...handlers)
}

export async function removeHandlers(handlers: readonly RequestHandler[]): Promise<void> {
  const worker = await startWorker()
  const gone = new Set<unknown>(handlers)
  worker.resetHandlers(...worker.listHandlers().filter((handler) => !gone.has(handler)))
}
