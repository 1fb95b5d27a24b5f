// useInfiniteList's getRootProps sets the root's focus handlers itself (they call the app's
// first): what it returns has the list's handlers there, even where the app gave undefined.
import { test, expectTypeOf } from 'vitest'
import type { FocusEvent } from 'react'
import { useInfiniteList } from 'pagekit/headless'

declare function fetchUsers(url: string): Promise<string[]>

test('getRootProps returns the list\'s onFocus / onBlur whatever the app gave', () => {
  const list = useInfiniteList({ getKey: (index: number) => `/users?page=${index}`, fetcher: fetchUsers })
  const props = list.getRootProps({ onFocus: undefined, onBlur: (event: FocusEvent<HTMLElement>) => void event, className: 'x' })
  expectTypeOf(props.onFocus).toEqualTypeOf<(event: FocusEvent<HTMLElement>) => void>()
  expectTypeOf(props.onBlur).toEqualTypeOf<(event: FocusEvent<HTMLElement>) => void>()
  expectTypeOf(props.className).toEqualTypeOf<string>()
  void <div {...props} />
})
