// The infinite list's public module (what `pagekit` exports from this folder): the styled skin
// plus everything headless.
export { InfiniteList } from './InfiniteList'
export type { InfiniteListProps } from './InfiniteList'
export * from './headless'
