// Styled skin of the infinite list: InfiniteListBase plus theme-driven CSS, skeleton slots and
// the styled Load more button. All behaviour lives in useInfiniteList.
import { forwardRef, type ForwardedRef, type ReactElement } from 'react'
import { styled } from 'styled-components'
import type { Arguments } from '../../core/types'
import { LoadMoreButton } from '../LoadMoreButton/LoadMoreButton'
import { SkeletonRows } from '../shared/Skeleton'
import { focusRing, insetFocusRing, themeOf } from '../shared/theme'
import { InfiniteListBase } from './InfiniteListBase'
import type { InfiniteListBaseProps } from './InfiniteListBase'
import { previousButtonList } from './slots'
import type { DefaultItem } from './types'

export type InfiniteListProps<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments> =
  InfiniteListBaseProps<Page, Item, Err, K>

const StyledBase = styled(InfiniteListBase)`
  box-sizing: border-box;
  border: 1px solid ${(p) => themeOf(p).colors.border};
  border-radius: ${(p) => themeOf(p).radius.md};
  background: ${(p) => themeOf(p).colors.bg};
  color: ${(p) => themeOf(p).colors.text};
  font-family: ${(p) => themeOf(p).font.family};
  font-size: ${(p) => themeOf(p).font.size};
  font-weight: ${(p) => themeOf(p).font.weight};
  line-height: 1.45;

  & [data-pagekit-feed] > article {
    box-sizing: border-box;
    padding: ${(p) => themeOf(p).space.md} ${(p) => themeOf(p).space.lg};
    border-bottom: 1px solid ${(p) => themeOf(p).colors.border};
    background: ${(p) => themeOf(p).colors.bg};
    color: ${(p) => themeOf(p).colors.text};
    outline: none;
  }

  & [data-pagekit-feed] > article:focus-visible {
    ${insetFocusRing}
  }

  & [data-pagekit-footer],
  & [data-pagekit-header] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => themeOf(p).space.sm};
    padding: ${(p) => themeOf(p).space.lg};
    color: ${(p) => themeOf(p).colors.muted};
    text-align: center;
  }

  & [data-pagekit-header] {
    border-bottom: 1px solid ${(p) => themeOf(p).colors.border};
  }

  & [data-pagekit-loading],
  & [data-pagekit-loading-more],
  & [data-pagekit-loading-previous] {
    align-self: stretch;
    margin: -${(p) => themeOf(p).space.lg} -${(p) => themeOf(p).space.lg} 0;
  }

  & [data-pagekit-error] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => themeOf(p).space.sm};
    color: ${(p) => themeOf(p).colors.danger};
  }

  & [data-pagekit-error] p {
    margin: 0;
  }

  & [data-pagekit-footer] a:focus-visible {
    ${focusRing}
  }
`

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * The infinite list an app imports: `<InfiniteList getKey={…} fetcher={…} />` gives a complete,
 * accessible WAI-ARIA feed that loads on scroll (or with a button, `loadMode`), with skeletons,
 * an end message, an error state with Retry, a polite live region and optional windowing.
 * Colours, spacing, radii and fonts come from the styled-components theme (`PagekitTheme`),
 * falling back to `lightTheme` without a ThemeProvider. Defaults `revalidateFirstPage: false`.
 * Its root `<div>` takes a div's attributes and handlers (`onScroll`, `tabIndex`, …); `id` and
 * `aria-*` go on the feed.
 */
export const InfiniteList = forwardRef(function InfiniteList<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  props: Omit<InfiniteListProps<Page, Item, Err, K>, 'ref'>, ref: ForwardedRef<HTMLDivElement>,
) {
  // The skin's slots, where the app gives none: a slot passed as undefined is not given (null renders nothing).
  const {
    renderLoading = (list: { messages: { loading: string } }) => <SkeletonRows rows={3} label={list.messages.loading} />,
    renderLoadingMore = (list: { messages: { loadingMore: string } }) => <SkeletonRows rows={2} label={list.messages.loadingMore} />,
    renderLoadMore = <LoadMoreButton />,
    renderLoadingPrevious = (list: { messages: { loadingPrevious: string } }) => <SkeletonRows rows={2} label={list.messages.loadingPrevious} />,
    renderLoadPrevious = (list: Parameters<typeof previousButtonList>[0]) => <LoadMoreButton list={previousButtonList(list)} aria-controls={list.feedId} />,
  } = props as Record<string, unknown>
  const styledProps = { ...props, renderLoading, renderLoadingMore, renderLoadMore, renderLoadingPrevious, renderLoadPrevious }
  return <StyledBase {...(styledProps as unknown as InfiniteListBaseProps<unknown, unknown, unknown>)} ref={ref} />
}) as <Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  props: InfiniteListProps<Page, Item, Err, K>,
) => ReactElement
