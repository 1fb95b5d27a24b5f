// The page preloader's public module (what `pagekit` and `pagekit/headless` export from this
// folder). It has no styled part: `index.ts` exports the same. Must never import
// styled-components (directly or through the theme).
export { usePagePreloader } from './usePagePreloader'
export { PagePreloader, PreloadContainer } from './PagePreloader'
export type { PreloadContainerProps } from './PagePreloader'
export { preloadingPagerItem } from './pager'
export { isSaveDataEnabled } from './rules'
export type {
  PreloadFetcher,
  PreloadInfiniteSource,
  PagePreloaderProps,
  PreloadMode,
  PreloadStrategy,
  PreloadTarget,
  PreloadTargetAppProps,
  PreloadTargetProps,
  UsePagePreloaderOptions,
  UsePagePreloaderResult,
} from './types'
