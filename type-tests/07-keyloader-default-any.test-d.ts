// FetchInfiniteKeyLoader without type arguments types previousPageData as `any`.
import { test, expectTypeOf } from 'vitest'
import useFetchInfinite, { type FetchInfiniteKeyLoader } from 'pagekit/infinite'

test('FetchInfiniteKeyLoader has previousPageData: any', () => {
  const getKey: FetchInfiniteKeyLoader = (index, previousPageData) => {
    expectTypeOf(index).toEqualTypeOf<number>()
    expectTypeOf(previousPageData).toBeAny()
    if (previousPageData && !previousPageData.length) return null
    return `/api/issues?page=${index}`
  }
  const { data } = useFetchInfinite(getKey, (url: string) => fetch(url).then((r) => r.json()))
  expectTypeOf(data).toEqualTypeOf<any[] | undefined>()
})

test('FetchInfiniteKeyLoader<Data> types previousPageData as Data | null', () => {
  const getKey: FetchInfiniteKeyLoader<string[]> = (index, previousPageData) => {
    expectTypeOf(previousPageData).toEqualTypeOf<string[] | null>()
    return previousPageData && !previousPageData.length ? null : `/p/${index}`
  }
  void getKey
})
