import { expectTypeOf } from 'vitest'
import { mutate } from '../../index'

interface Todo { id: number; title: string }

test('global mutate: an inline filter is typed as a filter, and populateCache may turn a result of another type into the data', () => {
  // Compile-time checks (run by `npm run typecheck`); the calls are never executed.
  const check = () => {
    const filtered = mutate((key) => typeof key === 'string' && key.startsWith('/todos'))
    // As SWR: the filter form's data is `any` unless typed.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- SWR's contract
    expectTypeOf(filtered).resolves.toEqualTypeOf<any[]>()
    const updated = mutate<Todo[], Todo>('/todos', Promise.resolve({ id: 1, title: 'x' }), {
      populateCache: (todo, todos) => [...(todos ?? []), todo],
      revalidate: false,
    })
    expectTypeOf(updated).resolves.toEqualTypeOf<Todo | undefined>()
  }
  expect(typeof check).toBe('function')
})
