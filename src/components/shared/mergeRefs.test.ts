import { mergeRefs } from './focus'

test('the element reaches an object ref and a callback ref; with no cleanup among them, null reaches both and nothing is returned', () => {
  const object = { current: null as string | null }
  const seen: Array<string | null> = []
  const merged = mergeRefs<string>(object, (el) => void seen.push(el), null, undefined)
  expect(merged('root')).toBeUndefined()
  expect(object.current).toBe('root')
  merged(null)
  expect(object.current).toBeNull()
  expect(seen).toEqual(['root', null])
})

test('a callback ref that returns a cleanup: the merged ref returns one that runs it and clears the other refs, with no call with null', () => {
  const object = { current: null as string | null }
  const events: Array<string | null> = []
  const merged = mergeRefs<string>(
    object,
    (el) => void events.push(`plain ${el}`),
    (el) => {
      events.push(`with cleanup ${el}`)
      return () => void events.push('cleanup')
    },
  )
  const cleanup = merged('root') as unknown
  expect(typeof cleanup).toBe('function')
  expect(object.current).toBe('root')
  ;(cleanup as () => void)()
  expect(object.current).toBeNull()
  expect(events).toEqual(['plain root', 'with cleanup root', 'plain null', 'cleanup'])
})
