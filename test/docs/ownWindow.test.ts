// Where a story with a frame of its own leaves its play function out: only in that frame on a
// docs page. The windows below are the ones Storybook and vitest give a story.
import { expect, test } from 'vitest'
import { isStoryFrameOnDocsPage, type FrameWindow } from '../../stories/support/ownWindow'

const ID = 'components-infinitelist--window-scroller-content-after'
const storyUrl = `?viewMode=story&id=${ID}`

/** A frame element named `id` in a preview whose docs root is shown (or hidden, or missing). */
const frameIn = (id: string, docs: 'shown' | 'hidden' | 'none'): FrameWindow['frameElement'] => ({
  id,
  ownerDocument: { getElementById: (name) => (name === 'storybook-docs' && docs !== 'none' ? { hidden: docs === 'hidden' } : null) },
})

test('the story\'s own frame on a docs page is recognised', () => {
  expect(isStoryFrameOnDocsPage({ frameElement: frameIn(`iframe--${ID}`, 'shown'), location: { search: storyUrl } })).toBe(true)
})

test('the Storybook UI\'s canvas, the story opened by itself and vitest\'s runner are not a docs page', () => {
  // The manager's canvas: its frame has the manager's id, and the manager has no docs root.
  expect(isStoryFrameOnDocsPage({ frameElement: frameIn('storybook-preview-iframe', 'none'), location: { search: storyUrl } })).toBe(false)
  // The story's own URL in a tab: no frame element.
  expect(isStoryFrameOnDocsPage({ frameElement: null, location: { search: storyUrl } })).toBe(false)
  // Vitest's browser runner: a frame named "vitest-iframe", without an id, and no story id in its URL.
  expect(isStoryFrameOnDocsPage({ frameElement: frameIn('', 'none'), location: { search: '' } })).toBe(false)
  // A frame named after another story, or in a preview that shows a story rather than docs.
  expect(isStoryFrameOnDocsPage({ frameElement: frameIn('iframe--other--story', 'shown'), location: { search: storyUrl } })).toBe(false)
  expect(isStoryFrameOnDocsPage({ frameElement: frameIn(`iframe--${ID}`, 'hidden'), location: { search: storyUrl } })).toBe(false)
})

test('a frame of another origin, whose frame element cannot be read, is not a docs page', () => {
  const crossOrigin = { get frameElement(): never { throw new DOMException('Blocked', 'SecurityError') }, location: { search: storyUrl } }
  expect(isStoryFrameOnDocsPage(crossOrigin)).toBe(false)
})
