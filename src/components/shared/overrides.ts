// Texts an app replaces (a pager's `labels`, a list's `messages`) over the English defaults.

/**
 * Any of the texts of `T`, each of them optional. A member given as undefined keeps its default,
 * so an app can pass a text it may not have (`labels={{ next: t('next') }}`).
 */
export type Overrides<T> = { [K in keyof T]?: T[K] | undefined }

/**
 * The defaults with the app's texts over them. Not a plain spread: a spread would put a member
 * given as undefined over its default, and the component would show or announce nothing.
 */
export function withDefaults<T extends object>(defaults: T, overrides: Overrides<T> | undefined): T {
  const merged = { ...defaults }
  if (!overrides) return merged
  for (const key of Object.keys(overrides) as Array<keyof T>) {
    const value = overrides[key]
    if (value !== undefined) merged[key] = value as T[keyof T]
  }
  return merged
}
