// Page windows: getPreviousKey receives the page type the fetcher returns; the response fields are typed.
import { test, expectTypeOf } from 'vitest'
import useFetchInfinite from 'pagekit/infinite'

interface Page { items: string[]; prevCursor: string | null; nextCursor: string | null }
declare function fetchPage(url: string): Promise<Page>
const getKey = (index: number, previousPageData: Page | null) =>
  index === 0 ? '/api/feed' : previousPageData?.nextCursor ? `/api/feed?cursor=${previousPageData.nextCursor}` : null

test('getPreviousKey gets the first page typed from the fetcher', () => {
  const result = useFetchInfinite(getKey, fetchPage, {
    maxPages: 3,
    getPreviousKey: (firstPageIndex, firstPageData) => {
      expectTypeOf(firstPageIndex).toEqualTypeOf<number>()
      expectTypeOf(firstPageData).toEqualTypeOf<Page>()
      return firstPageData.prevCursor ? `/api/feed?cursor=${firstPageData.prevCursor}` : null
    },
  })
  expectTypeOf(result.firstPageIndex).toEqualTypeOf<number>()
  expectTypeOf(result.hasPrevious).toEqualTypeOf<boolean>()
  expectTypeOf(result.isLoadingPrevious).toEqualTypeOf<boolean>()
  expectTypeOf(result.loadPrevious).toEqualTypeOf<() => Promise<Page[] | undefined>>()
})

test('maxPages is a number', () => {
  // @ts-expect-error maxPages is a page count
  useFetchInfinite(getKey, fetchPage, { maxPages: 'three' })
})
