// useFetchInfinite with explicit type arguments accepts a fetcher typed for the key it gets.
import { test, expectTypeOf } from 'vitest'
import useFetchInfinite from 'pagekit/infinite'

interface Issue { id: number; title: string }
declare function fetchIssues(url: string): Promise<Issue[]>
const getKey = (index: number, previousPageData: Issue[] | null) =>
  previousPageData && !previousPageData.length ? null : `/api/issues?page=${index}`

test('explicit <Issue[]> with a (url: string) fetcher', () => {
  const { data, size, setSize } = useFetchInfinite<Issue[]>(getKey, (url: string) => fetchIssues(url))
  expectTypeOf(data).toEqualTypeOf<Issue[][] | undefined>()
  expectTypeOf(size).toEqualTypeOf<number>()
  expectTypeOf(setSize).toEqualTypeOf<(size: number | ((_size: number) => number)) => Promise<Issue[][] | undefined>>()
})

test('explicit <string[], any> with key => key', () => {
  // (with a tuple-returning getKey this form fails on SWR too: the lambda's parameter is fixed by the first overload)
  const { data, error } = useFetchInfinite<string[], any>((i: number) => `/page/${i}`, (key) => {
    expectTypeOf(key).toBeAny()
    return key
  })
  expectTypeOf(data).toEqualTypeOf<string[][] | undefined>()
  expectTypeOf(error).toBeAny()
})

test('inferred: the fetcher argument is the non-null key type', () => {
  const { data } = useFetchInfinite(getKey, (url) => {
    expectTypeOf(url).toEqualTypeOf<string>()
    return fetchIssues(url)
  })
  expectTypeOf(data).toEqualTypeOf<Issue[][] | undefined>()
})

test('inferred with a tuple key', () => {
  const { data } = useFetchInfinite(
    (index: number) => ['/api/issues', index] as const,
    ([url, page]) => {
      expectTypeOf(page).toEqualTypeOf<number>()
      return fetchIssues(`${url}?page=${page}`)
    },
  )
  expectTypeOf(data).toEqualTypeOf<Issue[][] | undefined>()
})
