// Which of the list's props are the root <div>'s own attributes and handlers, and which are the
// list's (part of `pagekit/headless`). The list owns `children` (the render function), `id` and
// every `aria-*` (they go on the feed), `className` and `style` (merged with its own); what it
// does not know as a div's stays off the DOM, where React would warn about it.
import type { HTMLAttributes } from 'react'
import type { FetchInfiniteConfiguration } from '../../infinite/types'
import { warnOnce } from '../../utils/dev'
import { inertProps } from '../shared/inert'
import type { UseInfiniteListOptions } from './types'

type DivAttributes = HTMLAttributes<HTMLDivElement>

/**
 * useFetchInfinite options named like a div's handlers (`onError`). They belong in `options`:
 * taken as the root's handler, an `onError` meant for failed pages would never see one.
 */
type FetchOptionName = Extract<keyof FetchInfiniteConfiguration, keyof DivAttributes>

/** What the list owns, or a name the root must not take. */
type NotRootAttribute =
  | 'children' | 'dangerouslySetInnerHTML' | 'id' | 'className' | 'style' | 'aria-label' | 'aria-labelledby' | FetchOptionName

/**
 * The `<div>` attributes and handlers `<InfiniteList>` takes for its root element. The `aria-*`
 * typed here go on the feed, as `aria-label` and `aria-labelledby` do.
 */
export type InfiniteListDOMProps = Omit<DivAttributes, NotRootAttribute>

type PlainAttributeName = Exclude<keyof InfiniteListDOMProps, `on${string}` | `aria-${string}`>

// Typed by the names above: the compiler fails when this set and the public type part ways.
const PLAIN_ATTRIBUTES: Record<PlainAttributeName, true> = {
  accessKey: true, autoCapitalize: true, autoFocus: true, contentEditable: true, contextMenu: true, dir: true,
  draggable: true, enterKeyHint: true, hidden: true, inert: true, inputMode: true, is: true, lang: true, nonce: true,
  popover: true, popoverTarget: true, popoverTargetAction: true, role: true, slot: true, spellCheck: true,
  tabIndex: true, title: true, translate: true, radioGroup: true, about: true, content: true, datatype: true,
  inlist: true, prefix: true, property: true, rel: true, resource: true, rev: true, typeof: true, vocab: true,
  autoCorrect: true, autoSave: true, color: true, itemProp: true, itemScope: true, itemType: true, itemID: true,
  itemRef: true, results: true, security: true, unselectable: true, defaultChecked: true, defaultValue: true,
  suppressContentEditableWarning: true, suppressHydrationWarning: true, exportparts: true, part: true,
}

// Props named like handlers that are the list's options, never the root's.
const OPTIONS_NAMED_LIKE_HANDLERS: Record<Extract<keyof UseInfiniteListOptions, `on${string}`> | FetchOptionName, true> = {
  onLoadMore: true, onError: true,
}

// `=== true`: a name of Object.prototype (`toString`) is not one of these.
const isIn = (names: object, name: string) => (names as Record<string, unknown>)[name] === true

const isRootAttribute = (name: string): boolean =>
  isIn(PLAIN_ATTRIBUTES, name) || name.startsWith('data-') || (/^on[A-Z]/.test(name) && !isIn(OPTIONS_NAMED_LIKE_HANDLERS, name))

/**
 * Splits what is left of the props once the markup props are taken out: the root's attributes,
 * and everything else for the hook (as before: its options, `id` and the `aria-*` it places).
 */
export function splitRootAttributes<Rest extends object>(rest: Rest): { rootAttributes: Record<string, unknown>; hookOptions: Rest } {
  const rootAttributes: Record<string, unknown> = {}
  const hookOptions: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(rest)) {
    if (isRootAttribute(name)) rootAttributes[name] = value
    else hookOptions[name] = value
  }
  // React 18 knows no `inert`: its boolean would warn and set nothing.
  if (typeof rootAttributes.inert === 'boolean') rootAttributes.inert = rootAttributes.inert ? inertProps.inert : undefined
  if ('onError' in hookOptions) {
    warnOnce('InfiniteList:onError', 'pagekit: <InfiniteList> "onError" is not a prop of the list nor a handler of its root: a page that fails calls options.onError (<InfiniteList options={{ onError }} />).')
  }
  return { rootAttributes, hookOptions: hookOptions as Rest }
}
