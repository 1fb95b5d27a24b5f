// <PagePreloader>: renders the next page's component inside a hidden container (so its request starts
// early and its data is cached), or (mode="cache") a renderless preload of the next page's key.
import { Children, Component, Fragment, Suspense, type ReactNode } from 'react'
import { FetchConfig } from '../../fetch/config-provider'
import type { Arguments } from '../../core/types'
import type { FetchConfigValue } from '../../fetch/types'
import { assertOptionalFunction } from '../../utils/validate'
import { usePagePreloader } from './usePagePreloader'
import { inertProps } from '../shared/inert'
import type { PagePreloaderProps } from './types'

/**
 * Options for the hooks of hidden pages: they load what is missing and nothing more. A page
 * that is cached is not revalidated on mount, and hidden pages never refetch on focus,
 * reconnect or an interval (the page does that itself once it is shown).
 */
export const HIDDEN_PAGE_CONFIG: FetchConfigValue = Object.freeze({
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
})

/**
 * A hidden page that fails (an error thrown while rendering) renders nothing instead of breaking
 * the app: a preload is best effort, and the page reports its own error when it is shown.
 */
class SilentBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export interface PreloadContainerProps {
  children?: ReactNode
}

/**
 * The hidden container of render-mode preloading: `hidden` (not displayed), `inert` and
 * `aria-hidden` (out of the focus order and the accessibility tree). Children use the cache in
 * scope with `HIDDEN_PAGE_CONFIG`, inside their own Suspense and error boundaries so a hidden page
 * never shows a fallback or an error in the visible UI.
 */
export function PreloadContainer({ children }: PreloadContainerProps) {
  return (
    <div hidden {...inertProps} aria-hidden="true" data-pagekit-preloader="">
      <FetchConfig value={HIDDEN_PAGE_CONFIG}>
        <SilentBoundary>
          {/* No boundary while there is nothing to preload: React 18 throws away a server-rendered
              Suspense boundary that gets its first page while it hydrates (a recoverable error). */}
          {Children.count(children) > 0 && <Suspense fallback={null}>{children}</Suspense>}
        </SilentBoundary>
      </FetchConfig>
    </div>
  )
}

/**
 * Preloads the pages ahead so that showing them later needs no new request.
 *
 * - Render mode (default when it has `children`/`render`): renders `children(pageIndex, key)` for
 *   each page to preload inside a hidden, inert container; the page's own `useFetch(key)` starts
 *   the request and caches the result.
 * - Cache mode (`mode="cache"`, the default without children): `preload(key, fetcher)` with the
 *   keys from `getKey`; renders nothing.
 *
 * Takes every `usePagePreloader` option (`page`, `pageCount`, `getKey`, `keys`, `infinite`,
 * `fetcher`, `ahead`, `strategy`, `enabled`, `respectSaveData`, `target`…). For hover preloading
 * on pager links, use the hook's `getTargetProps(page)` (see `preloadingPagerItem`).
 */
export function PagePreloader<Data = unknown, K extends Arguments = Arguments>({ children, render, ...options }: PagePreloaderProps<Data, K>) {
  assertOptionalFunction('<PagePreloader>', 'children', children)
  assertOptionalFunction('<PagePreloader>', 'render', render)
  const renderPage = children ?? render
  const mode = options.mode ?? (renderPage ? 'render' : 'cache')
  const preloader = usePagePreloader<Data, K>({ ...options, mode })
  if (mode !== 'render' || !renderPage) return null
  return (
    <PreloadContainer>
      {preloader.rendered.map((target) => (
        <Fragment key={target.id}>{renderPage(target.page, target.key)}</Fragment>
      ))}
    </PreloadContainer>
  )
}
