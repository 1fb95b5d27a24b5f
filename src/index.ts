// Root entry `pagekit`: the hooks, their config, and the components (styled skins plus
// everything headless; each component folder's public module decides what it exports).
export * from './hooks'
export { useFetchPages } from './infinite/deprecated'

export * from './components/InfiniteList'
export * from './components/LoadMoreButton'
export * from './components/Pager'
export * from './components/PagePreloader'
// The type of every component's `labels` / `messages`, which no one component folder owns.
export type { Overrides } from './components/shared/overrides'

// Themes of the styled skins (use with styled-components' ThemeProvider; optional).
export { lightTheme, darkTheme } from './theme/theme'
export type { PagekitTheme } from './theme/theme'
