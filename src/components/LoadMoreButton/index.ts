// The Load more button's public module (what `pagekit` exports from this folder): the styled
// skin plus everything headless.
export { LoadMoreButton } from './LoadMoreButton'
export type { LoadMoreButtonProps } from './LoadMoreButton'
export * from './headless'
