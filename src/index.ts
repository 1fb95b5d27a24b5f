// Root entry `pagekit`: hooks, config, components (styled).
export { useFetch, FetchConfig, useFetchConfig } from './fetch'
export type { FetchConfiguration, FetchResponse, FetchConfigValue, FullConfiguration, FetchHook, FetchConfigProps } from './fetch'
export { mutate, preload, unstable_serialize, KeyError } from './core'
export type { Key, Fetcher, Cache, Middleware, MutatorOptions, KeyedMutator, ScopedMutator, State, Arguments } from './core'

// The 0.x rule of the spec (section 9): useFetchInfinite is also a named export of the root.
export { useFetchInfinite } from './infinite'
export type {
  FetchInfiniteKeyLoader, FetchInfiniteConfiguration, FetchInfiniteResponse, FetchInfiniteFetcher,
  FetchInfiniteMutatorOptions, FetchInfiniteKeyedMutator, FetchInfiniteHook,
} from './infinite'
export { useFetchPages } from './infinite/deprecated'

// Page preloader (no styled skin: the same exports as pagekit/headless).
export { PagePreloader, PreloadContainer, usePagePreloader, preloadingPagerItem, isSaveDataEnabled } from './components/PagePreloader'
export type {
  PagePreloaderProps, PreloadContainerProps, UsePagePreloaderOptions, UsePagePreloaderResult, PreloadStrategy, PreloadMode,
  PreloadTarget, PreloadTargetProps, PreloadInfiniteSource,
} from './components/PagePreloader'

// Infinite list and Load more button (styled skins; the headless parts are re-exported too).
export {
  InfiniteList, InfiniteListBase, useInfiniteData, useInfiniteList, InfiniteListContext, useInfiniteListContext,
  defaultInfiniteListMessages, defaultInfiniteListRootMargin,
} from './components/InfiniteList'
export type {
  InfiniteListProps, InfiniteListBaseProps, InfiniteListVirtualizeOptions, InfiniteListContextValue, InfiniteListError,
  InfiniteListItemProps, InfiniteListListProps, InfiniteListLoadMode, InfiniteListMessages, InfiniteListStatus,
  InfiniteListDefaultItem, InfiniteListItemKey, InfiniteListSlot, UseInfiniteDataOptions, UseInfiniteDataResult,
  UseInfiniteListOptions, UseInfiniteListResult,
} from './components/InfiniteList'
export { LoadMoreButton, LoadMoreButtonBase, useLoadMoreButton, defaultLoadMoreButtonLabels } from './components/LoadMoreButton'
export type {
  LoadMoreButtonProps, LoadMoreButtonBaseProps, LoadMoreButtonDOMProps, LoadMoreButtonLabels, LoadMoreButtonState,
  UseLoadMoreButtonOptions, UseLoadMoreButtonResult,
} from './components/LoadMoreButton'

// Pager (styled skin; the headless parts are re-exported too).
export { Pager, PagerBase, usePager, renderPagerItem, getPagerItems, paginationRange, defaultPagerLabels, isPagerEllipsis } from './components/Pager'
export type {
  PagerProps, PagerBaseProps, PagerItem, PagerItemModel, PagerItemProps, PagerItemType, PagerLabels,
  PagerControlItem, PagerControlType, PagerEllipsisItem, PagerEllipsisType, UsePagerOptions, UsePagerResult, GetPagerItemsOptions,
} from './components/Pager'

// Themes of the styled skins (use with styled-components' ThemeProvider; optional).
export { lightTheme, darkTheme } from './theme/theme'
export type { PagekitTheme } from './theme/theme'
