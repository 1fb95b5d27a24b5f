// Entry `pagekit/headless`: the data hooks, and the headless hooks and unstyled components. Each
// component folder's public headless module decides what it exports; none of them imports
// styled-components (scripts/check-dist.mjs checks the built entry).
export * from '../hooks'
export * from '../components/InfiniteList/headless'
export * from '../components/LoadMoreButton/headless'
export * from '../components/Pager/headless'
export * from '../components/PagePreloader/headless'
// The type of every component's `labels` / `messages`, which no one component folder owns.
export type { Overrides } from '../components/shared/overrides'
