// Whether a page a full page window loads would drop the page that holds focus: loading the next
// page drops the first page, loading the one before drops the last. A keyboard or screen-reader
// user there has not asked for another page until they leave that page.

/**
 * The article of `feed` that `el` is or is inside, or null. Found as the feed's child on the way
 * up, not as the nearest `[data-index]`: an item's own content may carry that attribute too (a
 * list virtualized inside an item, a nested feed).
 */
export function articleIn(feed: HTMLElement | null, el: Element | null | undefined): Element | null {
  for (let node = el; feed && node && node !== feed; node = node.parentElement) {
    if (node.parentElement === feed) return node.hasAttribute('data-index') ? node : null
  }
  return null
}

/** The index (`data-index`) of the article of `feed` that `el` is or is inside, or null when it is in none. */
export function articleIndexIn(feed: HTMLElement | null, el: Element | null | undefined): number | null {
  const article = articleIn(feed, el)
  return article ? Number(article.getAttribute('data-index')) : null
}

/** The index of the article of `feed` that has focus, or null when focus is not on one. */
export function focusedArticleIndex(feed: HTMLElement | null): number | null {
  return articleIndexIn(feed, feed?.ownerDocument.activeElement)
}

/**
 * True when focus is on an article of the page that loading (`previous`: the page before the
 * window; otherwise the next one) drops. `pageItemCounts`: the items of each page shown.
 */
export function dropsFocusedPage(feed: HTMLElement | null, pageItemCounts: readonly number[], previous: boolean): boolean {
  const index = focusedArticleIndex(feed)
  if (index === null) return false
  const itemCount = pageItemCounts.reduce((sum, count) => sum + count, 0)
  return previous ? index >= itemCount - (pageItemCounts.at(-1) ?? 0) : index < (pageItemCounts[0] ?? 0)
}
