// Stories whose list scrolls the window render, on a docs page, in a frame of their own. There
// they stay still: a docs page plays no story (inline ones never do), and a demo that scrolls,
// presses keys and focuses articles by itself would take the reader's page along.
import type { DocsCheck } from './docsCheck'

/** What `isStoryFrameOnDocsPage` reads of a window: its frame element and its URL. */
export interface FrameWindow {
  frameElement: { id: string; ownerDocument: { getElementById(id: string): { hidden: boolean } | null } } | null
  location: { search: string }
}

/**
 * True in the frame a docs page gives a story of its own (`docs.story.inline: false`): the frame
 * element is named after the story the frame shows (`iframe--<story id>`) and sits in a preview
 * showing docs. Not in the Storybook UI's canvas (its frame has another id and its preview shows
 * the story), a story's URL opened by itself (no frame element), nor vitest's browser runner.
 */
export function isStoryFrameOnDocsPage(win: FrameWindow): boolean {
  // A frame of another origin has no frame element here (null), or throws in some browsers.
  let frame: FrameWindow['frameElement']
  try {
    frame = win.frameElement
  } catch {
    return false
  }
  const storyId = new URLSearchParams(win.location.search).get('id')
  if (!frame || !storyId || frame.id !== `iframe--${storyId}`) return false
  const docs = frame.ownerDocument.getElementById('storybook-docs')
  return docs !== null && !docs.hidden
}

/**
 * The parameters of a story whose list scrolls the window: on the docs page it renders in a frame
 * of its own, since inline the docs page would be its window, and reading past it would load page
 * after page. The frame scrolls: its document is taller than it on purpose. Its play function goes
 * in `playExceptOnDocsPage` (the docs check fails on a story that plays on a docs page).
 */
export const inOwnWindow = {
  docs: { story: { inline: false, iframeHeight: 560 } },
  docsCheck: { scrollsItsFrame: true } satisfies DocsCheck,
}

/**
 * `play`, but none in a story's own frame on a docs page (decided once, when the frame loads the
 * stories): the demo plays in the story view, where the Interactions panel shows it, and wherever
 * the story is opened or tested by itself. A story keeps a literal `play:` key, which is how
 * Storybook's index sees it has one.
 */
export function playExceptOnDocsPage<P>(play: P): P | undefined {
  return typeof window !== 'undefined' && isStoryFrameOnDocsPage(window as FrameWindow) ? undefined : play
}

/**
 * The type of a story whose `play` is `playExceptOnDocsPage(...)`: `undefined` on a docs page,
 * where Storybook plays none (it takes the story's `play ?? ` the meta's, and these metas have
 * none). Storybook types `play?: PlayFunction`, which takes no `undefined` under
 * exactOptionalPropertyTypes.
 */
export type PlaysExceptOnDocsPage<S extends { play?: unknown }> = Omit<S, 'play'> & { play?: S['play'] | undefined }
