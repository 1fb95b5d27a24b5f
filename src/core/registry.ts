// Per-key lists of callbacks: the state listeners (state.ts) and the mounted hooks'
// revalidators (revalidators.ts), kept in the maps of a cache's context.

/**
 * Appends `value` to the list under `key` and returns its remover; an emptied list is dropped.
 * As SWR's, the remover moves the last value into the removed one's place: when the first
 * mounted hook of a key goes, the one mounted last answers for the key (mutate, focus, retries).
 */
export function subscribeTo<T>(map: Map<string, T[]>, key: string, value: T): () => void {
  let list = map.get(key)
  if (!list) map.set(key, (list = []))
  list.push(value)
  return () => {
    const index = list.indexOf(value)
    if (index >= 0) {
      list[index] = list[list.length - 1]
      list.pop()
    }
    if (!list.length && map.get(key) === list) map.delete(key)
  }
}
