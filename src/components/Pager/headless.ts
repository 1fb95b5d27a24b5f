// The pager's public headless module (what `pagekit/headless` exports from this folder):
// behaviour and unstyled markup only. Must never import styled-components (directly or through
// the theme), so `pagekit/headless` stays dependency-free.
export { usePager } from './usePager'
export { PagerBase, renderPagerItem } from './PagerBase'
export type { PagerBaseProps } from './PagerBase'
export { getPagerItems, paginationRange } from './pagination'
export type { GetPagerItemsOptions } from './pagination'
export { defaultPagerLabels } from './labels'
export { isPagerEllipsis } from './types'
export type {
  PagerAppProps,
  PagerAppPropsOf,
  PagerControlItem,
  PagerControlType,
  PagerEllipsisItem,
  PagerEllipsisType,
  PagerItem,
  PagerItemModel,
  PagerItemProps,
  PagerItemPropsOf,
  PagerItemType,
  PagerLabels,
  PagerListPropsOf,
  PagerNavPropsOf,
  UsePagerOptions,
  UsePagerResult,
} from './types'
