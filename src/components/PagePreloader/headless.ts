// Headless entry of the page preloader. It has no styled part: `index.ts` exports the same.
// Must never import styled-components (directly or through the theme).
export { usePagePreloader } from './usePagePreloader'
export { PagePreloader, PreloadContainer, HIDDEN_PAGE_CONFIG } from './PagePreloader'
export type { PreloadContainerProps } from './PagePreloader'
export { preloadingPagerItem } from './pager'
export { isSaveDataEnabled, preloadSkipReason, scheduleIdle, IDLE_FALLBACK_DELAY } from './rules'
export type { PreloadSkipReason } from './rules'
export type {
  InfiniteSource,
  PagePreloaderProps,
  PreloadMode,
  PreloadStrategy,
  PreloadTarget,
  PreloadTargetProps,
  UsePagePreloaderOptions,
  UsePagePreloaderResult,
} from './types'
