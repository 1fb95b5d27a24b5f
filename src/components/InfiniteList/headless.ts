// Headless entry of the infinite list: behaviour and unstyled markup only. Must never import
// styled-components (directly or through the theme), so `pagekit/headless` stays dependency-free.
export { useInfiniteList, defaultGetItems, DEFAULT_ROOT_MARGIN } from './useInfiniteList'
export { InfiniteListBase } from './InfiniteListBase'
export type { InfiniteListBaseProps, InfiniteListVirtualizeOptions } from './InfiniteListBase'
export { InfiniteListContext, useInfiniteListContext } from './context'
export { defaultInfiniteListMessages } from './messages'
export type {
  DefaultItem,
  InfiniteListContextValue,
  InfiniteListError,
  InfiniteListItemProps,
  InfiniteListListProps,
  InfiniteListLoadMode,
  InfiniteListMessages,
  InfiniteListStatus,
  ItemKeyFn,
  Slot,
  UseInfiniteListOptions,
  UseInfiniteListResult,
} from './types'
