// Type tests: checked by `tsc --noEmit` (this file is in tsconfig's include), plus one runtime test
// so vitest counts the file. The functions below `useTypeOnly*` are never called at run time.
import { waitFor } from '@testing-library/react'
import { expectTypeOf } from 'vitest'
import useFetchInfinite, { unstable_serialize } from '../index'
import type { FetchInfiniteKeyLoader, FetchInfiniteResponse } from '../index'
import type { Arguments } from '../../core/types'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, fetchJson, indexKey, usersUrl, type CursorPage, type User } from '../../../mocks'
import { renderInfinite } from './helpers'

const fetcher = (url: string): Promise<User[]> => fetchJson<User[]>(url)

export function useTypeOnlyInference() {
  // data is inferred from the fetcher: one User[] per page.
  const list = useFetchInfinite(indexKey(10), fetcher)
  expectTypeOf(list.data).toEqualTypeOf<User[][] | undefined>()
  // As SWR: the error is `any` unless typed (useFetchInfinite<Data, Err>).
  expectTypeOf(list.error).toBeAny()
  expectTypeOf(list.size).toEqualTypeOf<number>()
  expectTypeOf(list.isLoading).toEqualTypeOf<boolean>()
  expectTypeOf(list.isValidating).toEqualTypeOf<boolean>()
  expectTypeOf(list).toMatchTypeOf<FetchInfiniteResponse<User[], Error>>()

  // As SWR: an unannotated inline getKey's previousPageData is `any` (annotate it to type it).
  const inline = useFetchInfinite((pageIndex, previousPageData) => {
    expectTypeOf(pageIndex).toEqualTypeOf<number>()
    expectTypeOf(previousPageData).toBeAny()
    return previousPageData && !previousPageData.length ? null : usersUrl({ page: pageIndex })
  }, fetcher)
  expectTypeOf(inline.data).toEqualTypeOf<User[][] | undefined>()

  // Cursor pages.
  const cursor = useFetchInfinite(cursorKey(10), (url: string) => fetchJson<CursorPage<User>>(url))
  expectTypeOf(cursor.data).toEqualTypeOf<CursorPage<User>[] | undefined>()

  // Array keys: the fetcher receives the tuple getKey returns.
  const tuple = useFetchInfinite(
    (i: number) => [usersUrl({ page: i }), i] as const,
    ([url, page]) => {
      expectTypeOf(url).toEqualTypeOf<string>()
      expectTypeOf(page).toEqualTypeOf<number>()
      return fetcher(url)
    },
  )
  expectTypeOf(tuple.data).toEqualTypeOf<User[][] | undefined>()

  // The options' callbacks see the page array.
  useFetchInfinite(indexKey(10), fetcher, {
    initialSize: 2,
    parallel: true,
    onSuccess: (data) => expectTypeOf(data).toEqualTypeOf<User[][]>(),
    fallbackData: [[]],
  })
}

export function useTypeOnlySetSizeAndMutate() {
  const { setSize, mutate, data } = useFetchInfinite(indexKey(10), fetcher)
  expectTypeOf(setSize).toBeCallableWith(3)
  expectTypeOf(setSize).toBeCallableWith((size: number) => size + 1)
  expectTypeOf(setSize(2)).toEqualTypeOf<Promise<User[][] | undefined>>()
  // @ts-expect-error setSize takes a number or a function of the size
  void setSize('a')
  // @ts-expect-error the function must return a number
  void setSize((size: number) => `${size}`)

  void mutate(data, {
    revalidate: (pageData, key) => {
      expectTypeOf(pageData).toEqualTypeOf<User[]>()
      expectTypeOf(key).toEqualTypeOf<Arguments>()
      return true
    },
  })
  void mutate(data, false)
  void mutate((pages) => pages, { optimisticData: (current) => current ?? [] })
  expectTypeOf(mutate()).toEqualTypeOf<Promise<User[][] | undefined>>()
  // @ts-expect-error the page array holds User[] pages, not numbers
  void mutate([1, 2, 3])
}

export function useTypeOnlyMisuse() {
  // @ts-expect-error getKey must be a function
  useFetchInfinite('/users', fetcher)
  // @ts-expect-error previousPageData annotated as User[] | null: no `.nextCursor`
  useFetchInfinite((i: number, prev: User[] | null) => (prev?.nextCursor ? `/users?cursor=${prev.nextCursor}` : null), fetcher)
  const loader: FetchInfiniteKeyLoader<User[], string | null> = indexKey(10)
  expectTypeOf(unstable_serialize(loader)).toEqualTypeOf<string>()
}

test('types: the runtime shape matches the typed one (data is an array of pages, size a number)', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), fetcher, { initialSize: 2 }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  const data: User[][] | undefined = result.current.data
  expect(Array.isArray(data?.[0])).toBe(true)
  expect(data?.[0]).toEqual(src.users().slice(0, 10))
  expect(typeof result.current.size).toBe('number')
})
