// Entry `pagekit/headless`: headless hooks and unstyled components. Never imports styled-components.
export {}

// Page preloader.
export { PagePreloader, PreloadContainer, usePagePreloader, preloadingPagerItem, isSaveDataEnabled } from '../components/PagePreloader/headless'
export type {
  PagePreloaderProps, PreloadContainerProps, UsePagePreloaderOptions, UsePagePreloaderResult, PreloadStrategy, PreloadMode,
  PreloadTarget, PreloadTargetProps, PreloadInfiniteSource,
} from '../components/PagePreloader/headless'
