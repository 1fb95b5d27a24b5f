// A getKey whose previousPageData is annotated without `| null` is accepted.
import { test, expectTypeOf } from 'vitest'
import useFetchInfinite from 'pagekit/infinite'

interface Issue { id: number; title: string }
declare function fetchIssues(url: string): Promise<Issue[]>

test('getKey(i: number, prev: Issue[])', () => {
  const getKey = (i: number, prev: Issue[]) => (prev && !prev.length ? null : `/api/issues?page=${i}`)
  const { data } = useFetchInfinite(getKey, fetchIssues)
  expectTypeOf(data).toEqualTypeOf<Issue[][] | undefined>()
})

test('cursor getKey annotated without null', () => {
  const getKey = (_i: number, prev: { items: Issue[]; next: string | null }) =>
    prev ? (prev.next ? `/api/issues?cursor=${prev.next}` : null) : '/api/issues'
  const { data } = useFetchInfinite(getKey, (url: string) => fetch(url).then((r) => r.json() as Promise<{ items: Issue[]; next: string | null }>))
  expectTypeOf(data).toEqualTypeOf<{ items: Issue[]; next: string | null }[] | undefined>()
})
