// Per-key lists of callbacks: the state listeners (state.ts) and the mounted hooks'
// revalidators (revalidators.ts), kept in the maps of a cache's context.

/** Appends `value` to the list under `key` and returns its remover; an emptied list is dropped. */
export function subscribeTo<T>(map: Map<string, T[]>, key: string, value: T): () => void {
  let list = map.get(key)
  if (!list) map.set(key, (list = []))
  list.push(value)
  return () => {
    const index = list.indexOf(value)
    if (index >= 0) list.splice(index, 1)
    if (!list.length && map.get(key) === list) map.delete(key)
  }
}
