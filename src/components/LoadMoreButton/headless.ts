// The Load more button's public headless module (what `pagekit/headless` exports from this
// folder): behaviour and unstyled markup only, no styled-components.
export { useLoadMoreButton } from './useLoadMoreButton'
export { LoadMoreButtonBase } from './LoadMoreButtonBase'
export type { LoadMoreButtonBaseProps } from './LoadMoreButtonBase'
export { defaultLoadMoreButtonLabels } from './labels'
export type {
  LoadMoreButtonDOMProps,
  LoadMoreButtonLabels,
  LoadMoreButtonPropsOf,
  LoadMoreButtonState,
  UseLoadMoreButtonOptions,
  UseLoadMoreButtonResult,
} from './types'
