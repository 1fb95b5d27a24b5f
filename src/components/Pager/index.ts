// The pager's public module (what `pagekit` exports from this folder): the styled skin plus
// everything headless.
export { Pager } from './Pager'
export type { PagerProps } from './Pager'
export * from './headless'
