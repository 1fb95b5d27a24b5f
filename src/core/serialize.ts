import type { Arguments, Key } from './types'
import { KeyError } from './errors'

// Functions and objects of other kinds (a Map, a Set, a DOM node, a Promise) hash by identity.
const identities = new WeakMap<object, string>()
let counter = 0

/** Arrays, class instances and Object.create(proto) objects are not plain. */
export const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/**
 * Hashed by its own enumerable fields: a plain object, and, as in SWR, a class instance or an
 * Object.create(proto) object, so that `new Query(1)` written in a key is the same key at every
 * render (by identity it would be a new key each time, and fetch again each time).
 */
const hashesByFields = (v: object): boolean => Object.prototype.toString.call(v) === '[object Object]'

function hash(arg: unknown, seen: Set<object>): string {
  const type = typeof arg
  if (type === 'string') return JSON.stringify(arg)
  // 'null', 'undefined', numbers and booleans as String() writes them.
  if (arg == null || type === 'number' || type === 'boolean') return String(arg)
  if (type === 'bigint') return `${String(arg)}n`
  // `Symbol(description)`, as SWR writes it.
  if (type === 'symbol') return String(arg)
  const obj = arg as object
  if (type === 'function' || !(Array.isArray(obj) || hashesByFields(obj))) {
    // A valid date as SWR writes it (its ISO string, unquoted); an invalid one is not `null`.
    if (obj instanceof Date) return isNaN(obj.getTime()) ? '@date:invalid' : obj.toISOString()
    // By value, as SWR does: a regex literal written in the key is a new object every render.
    if (obj instanceof RegExp) return String(obj)
    let id = identities.get(obj)
    if (!id) identities.set(obj, (id = `@ref:${++counter}`))
    return id
  }
  if (seen.has(obj)) throw new KeyError('pagekit: a key with a circular reference cannot be serialized')
  seen.add(obj)
  let out: string
  // Same format as SWR 2.x's stableHash ('@a,b,' / '#k:v,'; a bigint is the exception: `1n`,
  // where SWR's `1` is the number's key too), so keys an app wrote down for SWR (e.g. in a
  // fallback map) stay valid.
  if (Array.isArray(obj)) {
    out = '@' + obj.map((v) => hash(v, seen) + ',').join('')
  } else {
    const record = obj as Record<string, unknown>
    // Sorted (descending, as SWR) so that { a, b } and { b, a } are the same key.
    out = '#' + Object.keys(record).sort().reverse().filter((k) => record[k] !== undefined)
      .map((k) => `${k}:${hash(record[k], seen)},`).join('')
  }
  seen.delete(obj)
  return out
}

/** Stable string for any key value; plain objects are order-independent. Throws KeyError on a circular key. */
export const stableHash = (arg: unknown): string => hash(arg, new Set())

/**
 * Resolves a key to `[serialized, originalArgs]`. A key function that throws or returns falsy
 * means "not ready" and gives `''`. Strings serialize to themselves; empty arrays to `''`.
 */
export function serialize(key: Key): [string, Arguments] {
  let args = key as Arguments
  if (typeof key === 'function') {
    try {
      args = key()
    } catch {
      args = ''
    }
  }
  const serialized =
    typeof args === 'string' ? args : (Array.isArray(args) ? args.length : args) ? stableHash(args) : ''
  return [serialized, args]
}

/** The serialized form of a key (what the cache is indexed by). */
export const unstable_serialize = (key: Key): string => serialize(key)[0]
