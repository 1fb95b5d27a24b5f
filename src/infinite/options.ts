import type { FetchInfiniteOptions } from './types'

/**
 * The hook's config with the defaults of the infinite options applied, once per render:
 * `initialSize` 1 and `revalidateFirstPage` on (unless set to a falsy value). The other
 * infinite options (`revalidateAll`, `persistSize`, `parallel`) are off unless set.
 */
export type WithInfiniteDefaults<C extends FetchInfiniteOptions> = C & { initialSize: number; revalidateFirstPage: boolean }

export const withInfiniteDefaults = <C extends FetchInfiniteOptions>(config: C): WithInfiniteDefaults<C> => ({
  ...config,
  initialSize: config.initialSize ?? 1,
  revalidateFirstPage: config.revalidateFirstPage === undefined || Boolean(config.revalidateFirstPage),
})
