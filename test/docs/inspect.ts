// What the docs-mode test reads from one frame of a docs page. `inspectFrame` is serialized and
// run inside the browser (main document and every story iframe), so it must stay
// self-contained: no imports, no helpers outside its body.
//
// The story support (stories/support/StoryFrame.tsx) marks every rendered story with
// `data-docs-story` (its id), `data-docs-check` (the story's `parameters.docsCheck` as JSON),
// `data-mock-scope` and live request counters. Without those markers (stories that do not use
// the support) the Storybook story blocks themselves are inspected, with no expectations.
import type { DocsCheck } from '../../stories/support/docsCheck'

export interface StoryReport {
  /** Story id (from the marker, else from the Storybook block id). */
  id: string
  /** Where it was found: the docs block id, or `frame` for a story iframe. */
  where: string
  marked: boolean
  check: DocsCheck
  scope: string | null
  requests: number
  pending: number
  failed: number
  /** Text of the first error indicator shown (alert, error slot, error-state button). */
  errorShown: string | null
  /** Rendered list items / articles, outside the request logs. */
  items: number
  /** `shows` texts that are not on screen. */
  missing: string[]
  /** Storybook's own error display, or an empty story. */
  broken: string | null
  /** A frame around the story that cuts off its content. */
  clipped: string | null
  /** The story's height in px, rounded. */
  height: number
}

export function inspectFrame(): StoryReport[] {
  const LOG = '[data-request-log]'
  const ERROR_SELECTORS = '[role="alert"], [data-pagekit-error], [data-state="error"]'
  const ITEM_SELECTORS = 'article, [role="article"], li'

  const outsideLogs = (root: Element, selector: string) =>
    Array.from(root.querySelectorAll(selector)).filter((el) => !el.closest(LOG))

  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"]')
  }

  // An ancestor between the story and the docs block that hides part of it.
  const clippedBy = (from: Element, stop: Element | null): string | null => {
    for (let el: Element | null = from.parentElement; el && el !== stop?.parentElement; el = el.parentElement) {
      const style = getComputedStyle(el)
      if (style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 2) {
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} shows ${el.clientHeight}px of ${el.scrollHeight}px`
      }
    }
    return null
  }

  const report = (root: Element, where: string, fallbackId: string, block: Element | null): StoryReport => {
    const marker = root.matches('[data-docs-story]') ? root : root.querySelector('[data-docs-story]')
    const el = marker ?? root
    let check: DocsCheck = {}
    try {
      check = JSON.parse(marker?.getAttribute('data-docs-check') || '{}') as DocsCheck
    } catch {
      check = {}
    }
    const num = (name: string) => Number(marker?.getAttribute(name) ?? 0)
    const errors = outsideLogs(el, ERROR_SELECTORS).filter(visible)
    const text = (el as HTMLElement).innerText ?? el.textContent ?? ''
    const errorDisplay = root.querySelector('.sb-errordisplay, pre.sb-errordisplay_code')
    let broken: string | null = null
    if (errorDisplay && visible(errorDisplay)) broken = `Storybook error: ${(errorDisplay.textContent ?? '').slice(0, 300)}`
    else if (!el.textContent?.trim() && !el.querySelector('input, button, img, svg, canvas, iframe')) broken = 'renders nothing'
    return {
      id: marker?.getAttribute('data-docs-story') ?? fallbackId,
      where,
      marked: !!marker,
      check,
      scope: marker?.getAttribute('data-mock-scope') || null,
      requests: num('data-requests'),
      pending: num('data-pending'),
      failed: num('data-failed'),
      errorShown: errors.length ? (errors[0].textContent ?? '').trim().slice(0, 160) || errors[0].tagName : null,
      items: outsideLogs(el, ITEM_SELECTORS).filter(visible).length,
      missing: (check.shows ?? []).filter((t) => !text.includes(t)),
      broken,
      clipped: block ? clippedBy(el, block) : null,
      height: Math.round(el.getBoundingClientRect().height),
    }
  }

  const docsRoot = document.querySelector('#storybook-docs')
  const inDocs = !!docsRoot && getComputedStyle(docsRoot).display !== 'none' && docsRoot.childElementCount > 0
  if (inDocs) {
    // Inline story blocks: `<div id="story--<id>[--primary]" class="sb-story">`.
    return Array.from(document.querySelectorAll<HTMLElement>('.sb-story[id^="story--"]'))
      // A block holding Storybook's own story frame (it has a `src`) is inspected from inside
      // that frame; a frame the story itself shows (about:blank, no `src`) is part of the story.
      .filter((block) => !block.querySelector('iframe[src]'))
      .map((block) => report(block, block.id, block.id.replace(/^story--/, '').replace(/--primary$/, ''), block.closest('.docs-story')))
  }
  // A story iframe (docs blocks with `inline: false`): the whole document is one story.
  const root = document.querySelector('#storybook-root')
  if (!root) return []
  const id = new URLSearchParams(location.search).get('id') ?? 'unknown'
  const r = report(root, 'frame', id, null)
  if (!r.check.scrollsItsFrame && document.documentElement.scrollHeight > window.innerHeight + 2) {
    r.clipped = `its frame shows ${window.innerHeight}px of ${document.documentElement.scrollHeight}px`
  }
  return [r]
}
