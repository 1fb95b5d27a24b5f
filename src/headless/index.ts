// Entry `pagekit/headless`: headless hooks and unstyled components. Never imports styled-components.
// Page preloader.
export { PagePreloader, PreloadContainer, usePagePreloader, preloadingPagerItem, isSaveDataEnabled } from '../components/PagePreloader/headless'
export type {
  PagePreloaderProps, PreloadContainerProps, UsePagePreloaderOptions, UsePagePreloaderResult, PreloadStrategy, PreloadMode,
  PreloadTarget, PreloadTargetProps, PreloadInfiniteSource,
} from '../components/PagePreloader/headless'

// Infinite list and Load more button (behaviour + unstyled markup).
export {
  InfiniteListBase, useInfiniteData, useInfiniteList, InfiniteListContext, useInfiniteListContext,
  defaultInfiniteListMessages, defaultInfiniteListRootMargin,
} from '../components/InfiniteList/headless'
export type {
  InfiniteListBaseProps, InfiniteListVirtualizeOptions, InfiniteListContextValue, InfiniteListError,
  InfiniteListItemProps, InfiniteListListProps, InfiniteListLoadMode, InfiniteListMessages, InfiniteListStatus,
  InfiniteListDefaultItem, InfiniteListItemKey, InfiniteListSlot, UseInfiniteDataOptions, UseInfiniteDataResult,
  UseInfiniteListOptions, UseInfiniteListResult,
} from '../components/InfiniteList/headless'
export { LoadMoreButtonBase, useLoadMoreButton, defaultLoadMoreButtonLabels } from '../components/LoadMoreButton/headless'
export type {
  LoadMoreButtonBaseProps, LoadMoreButtonDOMProps, LoadMoreButtonLabels, LoadMoreButtonState,
  UseLoadMoreButtonOptions, UseLoadMoreButtonResult,
} from '../components/LoadMoreButton/headless'

// Pager (behaviour + unstyled markup).
export { PagerBase, usePager, renderPagerItem, getPagerItems, paginationRange, defaultPagerLabels, isPagerEllipsis } from '../components/Pager/headless'
export type {
  PagerBaseProps, PagerItem, PagerItemModel, PagerItemProps, PagerItemType, PagerLabels,
  PagerControlItem, PagerControlType, PagerEllipsisItem, PagerEllipsisType, UsePagerOptions, UsePagerResult, GetPagerItemsOptions,
} from '../components/Pager/headless'
