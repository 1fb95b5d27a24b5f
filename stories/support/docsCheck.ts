// What the docs-mode test (test/docs) expects of a story once its docs page has settled,
// declared next to the story as `parameters.docsCheck`. Stories without it must show no error
// state, make no failed request, and leave nothing pending.
export interface DocsCheck {
  /** The story shows a failure on purpose: its own 5xx responses, alerts and error states are expected. */
  expectsError?: boolean
  /** The story shows an empty list: no items may be rendered. */
  expectsEmpty?: boolean
  /** The story keeps a request in flight on purpose (a stalled network): pending requests are expected. */
  pending?: boolean
  /**
   * The story polls: its request count keeps growing and a poll may be in flight at any time. Its
   * request log shows the latest few requests in a box that keeps its height (StoryFrame).
   */
  polls?: boolean
  /**
   * Console errors the story causes on purpose, by a part of their text (e.g. React reporting the
   * error its error boundary caught). Any other console error fails the page.
   */
  consoleErrors?: string[]
  /**
   * Console warnings the story causes on purpose, by a part of their text (a dev warning the
   * story is about). Any other console warning fails the page.
   */
  consoleWarnings?: string[]
  /**
   * The story renders in a frame of its own (`docs.story.inline: false`) whose window it scrolls
   * (a list without a height): a document taller than the frame is the point, not a clipped one.
   */
  scrollsItsFrame?: boolean
  /** Texts the story must show once settled: the state its name promises. */
  shows?: string[]
}
