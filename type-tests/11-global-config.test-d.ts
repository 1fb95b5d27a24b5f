// Global config augmentation. Compile this file in its own program (it changes every useFetch call).
import { test, expectTypeOf } from 'vitest'
import { useFetch } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'

declare module 'pagekit' {
  interface FetchGlobalConfig {
    suspense: true
  }
}

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>

test('FetchGlobalConfig { suspense: true } makes data defined everywhere', () => {
  const { data, isLoading } = useFetch('/api/user', fetchUser)
  expectTypeOf(data).toEqualTypeOf<User>()
  expectTypeOf(isLoading).toEqualTypeOf<false>()
  expectTypeOf(useFetch<User>('/api/user').data).toEqualTypeOf<User>()
})

test('also for useFetchInfinite', () => {
  const { data } = useFetchInfinite((i: number) => `/api/users?page=${i}`, fetchUser)
  expectTypeOf(data).toEqualTypeOf<User[]>()
})
