// InfiniteList entry for the root package: the styled skin plus everything headless.
export { InfiniteList } from './InfiniteList'
export type { InfiniteListProps } from './InfiniteList'
export * from './headless'
