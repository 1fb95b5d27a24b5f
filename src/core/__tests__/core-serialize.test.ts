import { serialize, stableHash, unstable_serialize } from '../serialize'
import { KeyError } from '../errors'

describe('stableHash', () => {
  test('primitives hash to distinct, stable strings', () => {
    expect(stableHash('a')).toBe('"a"')
    expect(stableHash(1)).toBe('1')
    expect(stableHash(true)).toBe('true')
    expect(stableHash(null)).toBe('null')
    expect(stableHash(undefined)).toBe('undefined')
    // the string "1" and the number 1 are different keys
    expect(stableHash(['1'])).not.toBe(stableHash([1]))
  })

  test('equal arrays hash equally; order inside an array matters', () => {
    expect(stableHash(['/api', 1, { a: 1 }])).toBe(stableHash(['/api', 1, { a: 1 }]))
    expect(stableHash([1, 2])).not.toBe(stableHash([2, 1]))
  })

  test('plain objects hash independently of key order, at every depth', () => {
    expect(stableHash({ a: 1, b: 2 })).toBe(stableHash({ b: 2, a: 1 }))
    expect(stableHash({ x: { a: 1, b: [1, { c: 1, d: 2 }] } })).toBe(stableHash({ x: { b: [1, { d: 2, c: 1 }], a: 1 } }))
    expect(stableHash({ a: 1 })).not.toBe(stableHash({ a: 2 }))
  })

  test('undefined-valued object fields are ignored', () => {
    expect(stableHash({ a: 1, b: undefined })).toBe(stableHash({ a: 1 }))
  })

  test('dates hash by value; functions, Maps and Sets by identity', () => {
    expect(stableHash(new Date(0))).toBe(stableHash(new Date(0)))
    expect(stableHash(new Date(0))).not.toBe(stableHash(new Date(1)))
    expect(stableHash(new Date(NaN))).not.toBe(stableHash(null))
    const fn = () => 1
    expect(stableHash([fn])).toBe(stableHash([fn]))
    expect(stableHash([() => 1])).not.toBe(stableHash([fn]))
    const map = new Map([['a', 1]])
    expect(stableHash([map])).toBe(stableHash([map]))
    expect(stableHash([new Map([['a', 1]])])).not.toBe(stableHash([map]))
    expect(stableHash([new Set([1])])).not.toBe(stableHash([new Set([1])]))
  })

  test('a class instance hashes by its own fields, so a new one with the same fields is the same key', () => {
    class Query { constructor(public id: number, public sort = 'asc') {} }
    expect(stableHash(new Query(1))).toBe(stableHash(new Query(1)))
    expect(stableHash(['/api', { filter: new Query(1) }])).toBe(stableHash(['/api', { filter: new Query(1) }]))
    expect(stableHash(new Query(1))).not.toBe(stableHash(new Query(2)))
    // Written as the plain object with the same fields is, and an Object.create(proto) object too.
    expect(stableHash(new Query(1))).toBe(stableHash({ sort: 'asc', id: 1 }))
    expect(stableHash(Object.assign(Object.create({ inherited: 1 }), { id: 1 }))).toBe(stableHash({ id: 1 }))
    const loop = new Query(1) as Query & { self?: unknown }
    loop.self = loop
    expect(() => stableHash(loop)).toThrow(KeyError)
  })

  test('a RegExp inside a key hashes by value (a new literal each render is the same key)', () => {
    expect(stableHash(['/api', /ab+c/i])).toBe(stableHash(['/api', /ab+c/i]))
    expect(stableHash([/a/])).not.toBe(stableHash([/b/]))
  })

  test('a circular structure throws a KeyError', () => {
    const a: Record<string, unknown> = { x: 1 }
    a.self = a
    expect(() => stableHash(a)).toThrow(KeyError)
    const arr: unknown[] = [1]
    arr.push(arr)
    expect(() => stableHash(['k', arr])).toThrow(KeyError)
  })

  test('a shared (non-circular) sub-object is not mistaken for a cycle', () => {
    const shared = { id: 1 }
    expect(() => stableHash([shared, shared, { s: shared }])).not.toThrow()
  })
})

describe('serialize', () => {
  test('a string key serializes to itself and is the fetcher argument', () => {
    expect(serialize('/api/user')).toEqual(['/api/user', '/api/user'])
  })

  test('arrays and objects keep the original value as the fetcher argument', () => {
    const arr = ['/api', 1] as const
    const [k, args] = serialize(arr)
    expect(k).toBe(stableHash(arr))
    expect(args).toBe(arr)
    const obj = { url: '/api', page: 2 }
    expect(serialize(obj)[1]).toBe(obj)
  })

  test('falsy keys and empty arrays give the empty key (no request)', () => {
    for (const key of [null, undefined, false, '', []] as const) expect(serialize(key)[0]).toBe('')
  })

  test('a key function is called; its result is the key', () => {
    expect(serialize(() => ['/a', 1])).toEqual([stableHash(['/a', 1]), ['/a', 1]])
  })

  test('a key function that throws or returns falsy gives the empty key', () => {
    expect(serialize(() => { throw new Error('not ready') })[0]).toBe('')
    expect(serialize(() => null)[0]).toBe('')
    expect(serialize(() => false)[0]).toBe('')
  })

  test('a circular key throws a KeyError', () => {
    const a: Record<string, unknown> = {}
    a.a = a
    expect(() => serialize(a)).toThrow(KeyError)
  })
})

describe('unstable_serialize', () => {
  test('arrays and objects give stable strings; object key order does not matter', () => {
    expect(unstable_serialize(['/api', { b: 2, a: 1 }])).toBe(unstable_serialize(['/api', { a: 1, b: 2 }]))
    expect(unstable_serialize('/api')).toBe('/api')
    expect(unstable_serialize(() => '/fn')).toBe('/fn')
    expect(unstable_serialize(null)).toBe('')
  })

  test('matches the format of SWR 2.x: plain data, dates, symbols, class instances', () => {
    // Values produced by swr@2.5.1's unstable_serialize for the same keys.
    expect(unstable_serialize(['/api', 1])).toBe('@"/api",1,')
    expect(unstable_serialize({ a: 1, b: 'x' })).toBe('#b:"x",a:1,')
    expect(unstable_serialize(['/api', { page: 1 }, [], null])).toBe('@"/api",#page:1,,@,null,')

    // Dates, symbols and class instances as SWR writes them.
    expect(unstable_serialize(['d', new Date(0)])).toBe('@"d",1970-01-01T00:00:00.000Z,')
    expect(unstable_serialize(['s', Symbol('q')])).toBe('@"s",Symbol(q),')
    class Query { constructor(public id: number) {} }
    expect(unstable_serialize(['q', new Query(1)])).toBe('@"q",#id:1,,')
  })

  test('a bigint is not the number of the same value (SWR makes 1n and 1 one key)', () => {
    expect(unstable_serialize(['n', 1n])).toBe('@"n",1n,')
    expect(unstable_serialize(['n', 1n])).not.toBe(unstable_serialize(['n', 1]))
  })
})
