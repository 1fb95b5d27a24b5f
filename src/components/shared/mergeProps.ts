// Merging the props an app passes to a prop getter with the component's own (headless-safe).
import { chain } from './focus'

type AnyHandler = (event: never) => void

const isHandler = (name: string, value: unknown): value is AnyHandler =>
  /^on[A-Z]/.test(name) && typeof value === 'function'

/**
 * The type of `{ ...theirs, ...ours }`: each key of ours has our type (a chained handler keeps
 * our signature), the others keep theirs. Not `Theirs & Ours`: a key of theirs given as undefined
 * (`onClick: undefined`) intersected with our handler is `never`, and so is the whole result.
 * Ours are the component's own props, each key there (none optional).
 */
export type Merged<Theirs, Ours> = Omit<Theirs, keyof Ours> & Ours

/**
 * `{ ...theirs, ...ours }`, except that an event handler (`on…`) both sides define runs theirs
 * first, then ours (ours can check `event.defaultPrevented`). Refs are not merged here: pass
 * ours already merged with theirs (see useMergedRef).
 */
export function mergeProps<Theirs extends object, Ours extends object>(theirs: Theirs | undefined, ours: Ours): Merged<Theirs, Ours> {
  const merged: Record<string, unknown> = { ...theirs }
  for (const [name, value] of Object.entries(ours)) {
    const their = merged[name]
    merged[name] = isHandler(name, value) && isHandler(name, their) ? chain<never>(their, value) : value
  }
  // A spread of both: only the handlers differ, and they keep their signatures.
  return merged as Merged<Theirs, Ours>
}
