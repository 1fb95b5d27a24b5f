// Every docs page under a component shows the component's props table: each prop there has the
// control the component's own page gives it (a number for `height`, a switch for `virtualize`),
// with the same bounds and options (a page count that cannot go below 0), or none where the page
// turns it off. A page that let Storybook guess from its own args offered an object editor for
// `virtualize`, a text box for `height`, and numbers with no bounds. A page whose stories render a
// demo that takes no args gets no control at all: Storybook infers none for such stories, and
// none is what such a page should offer. Registered by docs-pages.test.ts, which owns the browser
// and the Storybook server.
import { expect, test } from 'vitest'
import type { BrowserContext } from 'playwright'
import type { IndexEntry } from './storybook'

interface ArgType {
  control?: false | { type?: string; disable?: boolean; min?: number; max?: number; step?: number }
  options?: unknown[]
  table?: { disable?: boolean }
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      storyIndex: { entries: Record<string, { id: string; title: string; type: string }> }
      loadStory(options: { storyId: string }): Promise<{ argTypes: Record<string, ArgType> }>
    }
  }
}

export function propsTableTests(env: () => { context: BrowserContext; baseUrl: string }, docsPages: IndexEntry[]) {
  const parents = docsPages.filter((page) => page.title.startsWith('Components/') && page.title.split('/').length === 2)
  for (const parent of parents) {
    const children = docsPages.filter((page) => page.title.startsWith(`${parent.title}/`)).map((page) => page.title)
    if (children.length === 0) continue
    test(`the pages under ${parent.title} give each prop the control its own page gives it`, async () => {
      const page = await env().context.newPage()
      try {
        await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=${parent.id}`)
        await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: 20_000 })
        // The control of each prop in the table of each page: its kind with its bounds and options
        // ("number (min 0, step 1)"), or "none" (turned off, or none Storybook could infer).
        const controls = await page.evaluate(async (titles) => {
          const describeControl = ({ control, options }: ArgType) => {
            if (control === false || control?.disable || !control?.type) return 'none'
            const settings = (['min', 'max', 'step'] as const).filter((key) => control[key] !== undefined).map((key) => `${key} ${control[key]}`)
            if (options) settings.push(`options ${options.join('|')}`)
            return settings.length ? `${control.type} (${settings.join(', ')})` : control.type
          }
          const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!
          const stories = Object.values(store.storyIndex.entries).filter((entry) => entry.type === 'story')
          const result: Record<string, Record<string, string>> = {}
          for (const title of titles) {
            const first = stories.find((entry) => entry.title === title)
            if (!first) continue
            const { argTypes } = await store.loadStory({ storyId: first.id })
            result[title] = Object.fromEntries(Object.entries(argTypes)
              .filter(([, argType]) => !argType.table?.disable)
              .map(([name, argType]) => [name, describeControl(argType)]))
          }
          return result
        }, [parent.title, ...children])
        const own = controls[parent.title]
        const differences = children.flatMap((title) => Object.entries(controls[title] ?? {})
          .filter(([name, kind]) => kind !== 'none' && kind !== own[name])
          .map(([name, kind]) => `${title}: ${name} ${kind}, not ${own[name] ?? 'absent'}`))
        expect(differences).toEqual([])
      } finally {
        await page.close()
      }
    }, 60_000)
  }
}
