// Default English strings and the accessible-name / visible-text rules for items.
import type { PagerItemModel, PagerLabels, UsePagerOptions } from './types'

export const defaultPagerLabels: PagerLabels = {
  nav: 'Pagination',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  page: (page) => `Page ${page}`,
  ellipsis: (from, to) => `Pages ${from} to ${to} not shown`,
}

function defaultLabel(item: PagerItemModel, labels: PagerLabels): string {
  switch (item.type) {
    case 'first': return labels.firstPage
    case 'previous': return labels.previousPage
    case 'next': return labels.nextPage
    case 'last': return labels.lastPage
    case 'page': return labels.page((item.page ?? 0) + 1)
    default: {
      const [from, to] = item.range ?? [0, 0]
      return labels.ellipsis(from + 1, to + 1)
    }
  }
}

/** Accessible name: `getItemAriaLabel` wins when it returns a string, then `labels`. */
export function itemLabel(item: PagerItemModel, labels: PagerLabels, custom: UsePagerOptions['getItemAriaLabel']): string {
  if (custom) {
    const page = item.type === 'page' ? item.page : item.range ? item.range[0] : item.page
    const label = custom(item.type, page === null ? null : page + 1, item.selected, item)
    if (typeof label === 'string') return label
  }
  return defaultLabel(item, labels)
}

/** Visible content of an item. */
export function itemText(item: PagerItemModel, labels: PagerLabels): string {
  switch (item.type) {
    case 'page': return String((item.page ?? 0) + 1)
    case 'first': return labels.first
    case 'previous': return labels.previous
    case 'next': return labels.next
    case 'last': return labels.last
    default: return '\u2026'
  }
}
