// Key serialization that never throws, shared by the components (headless-safe, no React).
import { serialize } from '../../core/serialize'
import type { Arguments } from '../../core/types'

/**
 * The serialized key: '' for a falsy key (or a key function returning one), null when the key
 * cannot be serialized (e.g. a circular reference, or a key function that throws).
 */
export function keyId(key: unknown): string | null {
  try {
    return serialize(key as Arguments)[0]
  } catch {
    return null
  }
}
