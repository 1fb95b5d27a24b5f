// The infinite list's public headless module (what `pagekit/headless` exports from this folder):
// behaviour and unstyled markup only. Must never import styled-components (directly or through
// the theme), so `pagekit/headless` stays dependency-free.
export { useInfiniteData } from './useInfiniteData'
export { useInfiniteList, DEFAULT_ROOT_MARGIN as defaultInfiniteListRootMargin } from './useInfiniteList'
export { InfiniteListBase } from './InfiniteListBase'
export type { InfiniteListBaseProps, InfiniteListVirtualizeOptions } from './InfiniteListBase'
export type { InfiniteListDOMProps } from './rootProps'
export { InfiniteListContext, useInfiniteListContext } from './context'
export { defaultInfiniteListMessages } from './messages'
export type {
  DefaultItem as InfiniteListDefaultItem,
  InfiniteListContextValue,
  InfiniteListError,
  InfiniteListItemProps,
  InfiniteListListProps,
  InfiniteListLoadMode,
  InfiniteListMessages,
  InfiniteListStatus,
  ItemKeyFn as InfiniteListItemKey,
  Slot as InfiniteListSlot,
  UseInfiniteDataOptions,
  UseInfiniteDataResult,
  UseInfiniteListOptions,
  UseInfiniteListResult,
} from './types'
