// Pager entry for the root package: the styled skin plus everything headless.
export { Pager } from './Pager'
export type { PagerProps } from './Pager'
export * from './headless'
