// Whether a page a full page window loads would drop the page that holds focus: loading the next
// page drops the first page, loading the one before drops the last. A keyboard or screen-reader
// user there has not asked for another page until they go past the articles shown.
/**
 * True when focus is on an article of the page that loading (`previous`: the page before the
 * window; otherwise the next one) drops. `pageItemCounts`: the items of each page shown.
 */
export function dropsFocusedPage(feed: HTMLElement | null, pageItemCounts: readonly number[], previous: boolean): boolean {
  const article = feed?.ownerDocument.activeElement?.closest('[data-index]')
  if (!feed || !article || article.parentElement !== feed) return false
  const index = Number(article.getAttribute('data-index'))
  const itemCount = pageItemCounts.reduce((sum, count) => sum + count, 0)
  return previous ? index >= itemCount - (pageItemCounts.at(-1) ?? 0) : index < (pageItemCounts[0] ?? 0)
}
