import { serialize } from '../core/serialize'
import { INFINITE_PREFIX } from '../core/mutate'
import type { Arguments } from '../core/types'

type AnyKeyLoader = (pageIndex: number, previousPageData: null) => Arguments

/** The serialized key of page 0: the list's identity. */
export const getFirstPageKey = (getKey: AnyKeyLoader | null | undefined): string =>
  serialize(getKey ? getKey(0, null) : null)[0]

/**
 * The cache key of the whole list (`'$inf$' + first page key`), for the global mutate:
 * `useFetchConfig().mutate(unstable_serialize(getKey))`. Carries no stability guarantee.
 */
export const unstable_serialize = (getKey: (pageIndex: number, previousPageData: never) => Arguments): string =>
  INFINITE_PREFIX + getFirstPageKey(getKey as AnyKeyLoader)
