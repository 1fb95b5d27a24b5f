// A reader meets a docs page whole: every story of the page, Storybook's headings, props tables
// and "Show code" blocks at once. The a11y addon checks each story alone, which cannot see what
// only the page together breaks: two landmarks of one name from two demos, two banners, a page
// with no main landmark, Storybook's own props tables. So axe runs over the whole docs page too,
// with the rules the addon uses for the story tests (its defaults, the project's
// `parameters.a11y`); a rule a story turns off stays off inside that story's block (a rule only a
// story turns on is not run). Called by docs-pages.test.ts on each page once it has settled.
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import type { AxeResults, RunOptions, Spec } from 'axe-core'

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Rules the a11y addon turns off for every story (landmarks: a story is not a whole page). */
const ADDON_DISABLED_RULES = ['region']

interface A11yParameters {
  disable?: boolean
  test?: 'off' | 'todo' | 'error'
  config?: Spec
  options?: RunOptions
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      projectAnnotations: { parameters?: { a11y?: A11yParameters } }
      loadStory(options: { storyId: string }): Promise<{ parameters: { a11y?: A11yParameters } }>
    }
  }
  axe?: { configure(spec: Spec): void; run(context: unknown, options: RunOptions): Promise<AxeResults> }
}

interface Found {
  rule: string
  help: string
  impact: string
  /** Each element: its selector path (through frames) and the story block it is in, if any. */
  nodes: { target: string; story: string | null; html: string }[]
}

/**
 * Runs axe over the whole docs page (and the story frames in it) and returns one line per rule
 * broken: the rule, how many elements, and which (with the story each is in).
 */
export async function axeProblems(page: Page): Promise<string[]> {
  // axe looks into a frame only where it is loaded, and with that frame's own configuration:
  // the addon's disabled rules, then the project's config.
  for (const frame of page.frames()) {
    await frame.addScriptTag({ path: AXE_SCRIPT }).then(() => frame.evaluate((addonDisabled) => {
      const win = window as unknown as PreviewWindow
      const config = win.__STORYBOOK_PREVIEW__?.storyStoreValue?.projectAnnotations.parameters?.a11y?.config
      win.axe!.configure({ ...config, rules: [...addonDisabled.map((id) => ({ id, enabled: false })), ...config?.rules ?? []] })
    }, ADDON_DISABLED_RULES)).catch(() => undefined)
  }
  const found = await page.evaluate(async () => {
    const win = window as unknown as PreviewWindow
    const store = win.__STORYBOOK_PREVIEW__!.storyStoreValue!
    const project = store.projectAnnotations.parameters?.a11y ?? {}
    // As the addon does: colours caught halfway through a transition (a "Show code" toggle just
    // clicked) are not the page's.
    await Promise.race([Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000))])
    const results = await win.axe!.run(document, { ...project.options, resultTypes: ['violations'], elementRef: true })

    // The story a node is in: an inline block `#story--<id>`, or a story frame (its URL's id).
    // Elements of this document come as references: a selector can name a counter that moved since.
    const storyOf = ({ target, element }: { target: unknown; element?: HTMLElement }): string | null => {
      const el = element ?? document.querySelector(String((target as unknown[])[0]))
      if (!el) return null
      if (el instanceof HTMLIFrameElement) return new URL(el.src, location.href).searchParams.get('id')
      const block = el.closest('.sb-story[id^="story--"]')
      return block ? block.id.replace(/^story--/, '').replace(/--primary$/, '') : null
    }
    const storyParams = new Map<string, A11yParameters>()
    const paramsOf = async (id: string) => {
      if (!storyParams.has(id)) storyParams.set(id, (await store.loadStory({ storyId: id }).catch(() => null))?.parameters.a11y ?? {})
      return storyParams.get(id)!
    }
    // A story's own parameters turn a rule off for its block (as they do for its story test).
    const offIn = (params: A11yParameters, rule: string) => params.disable === true || params.test === 'off' ||
      params.test === 'todo' || params.config?.rules?.some((r) => r.id === rule && r.enabled === false) ||
      params.options?.rules?.[rule]?.enabled === false

    const out: Found[] = []
    for (const violation of results.violations) {
      const nodes: Found['nodes'] = []
      for (const node of violation.nodes) {
        const target = node.target as unknown[]
        const story = storyOf(node)
        // A story frame's own document root: the addon checks a story from its body down.
        if (target.length > 1 && target.at(-1) === 'html') continue
        if (story && offIn(await paramsOf(story), violation.id)) continue
        // Storybook shows a page's first story twice, at the top and again in the list of stories:
        // every landmark it holds has a namesake, its own copy. Any other namesake still counts.
        const namesakes = [...node.any, ...node.all, ...node.none].flatMap((check) => check.relatedNodes ?? [])
        if (violation.id === 'landmark-unique' && story && namesakes.length > 0 &&
          namesakes.every((namesake) => storyOf(namesake) === story)) continue
        nodes.push({ target: target.map(String).join(' >> '), story, html: node.html.slice(0, 120) })
      }
      if (nodes.length) out.push({ rule: violation.id, help: violation.help, impact: violation.impact ?? '', nodes })
    }
    return out
  })
  return found.map(({ rule, help, impact, nodes }) => `axe ${rule} (${impact}: ${help}): ${nodes.length} element(s): ` +
    nodes.map((n) => `${n.target}${n.story ? ` [${n.story}]` : ''} ${n.html}`).join(', '))
}
