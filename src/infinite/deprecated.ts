/** Where the migration from useFetchPages is documented (Storybook docs page). */
export const MIGRATION_DOCS = 'Guides/Choosing a pattern → "Migrating from useFetchPages" (stories/guides/ChoosingAPattern.mdx)'

/**
 * @deprecated since 0.3.0: use `useFetchInfinite` from `pagekit/infinite`.
 * Calling it throws, naming the replacement and the migration docs.
 */
export function useFetchPages(..._args: unknown[]): never {
  void _args
  throw new Error(
    `pagekit: useFetchPages is deprecated and was removed: use useFetchInfinite(getKey, fetcher, options) ` +
      `(import useFetchInfinite from 'pagekit/infinite'). Migration guide: ${MIGRATION_DOCS}.`,
  )
}
