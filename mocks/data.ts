// Deterministic user records: item i is always the same for a given version, so tests can
// compute expected pages with `makeUser(i)` instead of hard-coding fixtures.

export type Role = 'admin' | 'editor' | 'viewer'

export interface User {
  /** 1-based, equal to index + 1. Stable across versions so keyed lists keep identity. */
  id: number
  name: string
  email: string
  role: Role
  /** The server-side version the record was served at (see `UsersSource.bump()`). */
  version: number
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Linus',
  'Radia', 'Ken', 'Frances', 'Dennis', 'Hedy', 'Tim', 'Katherine', 'John', 'Annie', 'Niklaus',
  'Sophie', 'Bjarne'] as const
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton',
  'Torvalds', 'Perlman', 'Thompson', 'Allen', 'Ritchie', 'Lamarr', 'Berners', 'Johnson',
  'Backus', 'Easley'] as const
const ROLES: readonly Role[] = ['viewer', 'editor', 'viewer', 'admin']

/** Pairs of (first, last) are unique for this many users; past it, names get a number. */
export const UNIQUE_NAMES = FIRST.length * LAST.length

/**
 * The user at zero-based `index`. First and last names advance together (20 and 17 names, which
 * share no factor), so neighbours differ in both and every name is unique for the first
 * `UNIQUE_NAMES` (340) users; later ones are numbered ("Ada Lovelace 2").
 */
export function makeUser(index: number, version = 1): User {
  const first = FIRST[index % FIRST.length]
  const last = LAST[index % LAST.length]
  const cycle = Math.floor(index / UNIQUE_NAMES)
  const base = cycle === 0 ? `${first} ${last}` : `${first} ${last} ${cycle + 1}`
  // A visible suffix so a revalidation after `bump()` shows different data.
  const name = version > 1 ? `${base} (v${version})` : base
  return {
    id: index + 1,
    name,
    email: `${first}.${last}${cycle ? cycle + 1 : ''}@example.com`.toLowerCase(),
    role: ROLES[index % ROLES.length],
    version,
  }
}

/** All users of a source with `total` items at `version`, filtered by `q` (case-insensitive, on name). */
export function makeUsers(total: number, version = 1, q?: string): User[] {
  const out: User[] = []
  const needle = q?.trim().toLowerCase()
  for (let i = 0; i < total; i++) {
    const u = makeUser(i, version)
    if (!needle || u.name.toLowerCase().includes(needle)) out.push(u)
  }
  return out
}
