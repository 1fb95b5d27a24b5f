// Cache keys that a hook built on useFetch keeps for itself (say, one entry that holds many
// pages). They hold that hook's own data, not an app's: a filter passed to the global mutate
// never matches them, and a request preloaded under such a key is never taken.
const internalPrefixes: string[] = []

/** Marks every key that starts with `prefix` as internal. */
export function addInternalKeyPrefix(prefix: string): void {
  if (!internalPrefixes.includes(prefix)) internalPrefixes.push(prefix)
}

export const isInternalKey = (key: string): boolean => internalPrefixes.some((prefix) => key.startsWith(prefix))
