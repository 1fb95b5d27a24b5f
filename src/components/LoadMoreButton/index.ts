// LoadMoreButton entry for the root package: the styled skin plus everything headless.
export { LoadMoreButton } from './LoadMoreButton'
export type { LoadMoreButtonProps } from './LoadMoreButton'
export * from './headless'
