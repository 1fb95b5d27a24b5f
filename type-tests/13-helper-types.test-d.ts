// Names SWR exports that pagekit lacks: cacheData (config value option), compare fn type for infinite,
// generic FullConfiguration, MutatorFn, Mutator, MutatorWrapper, BlockingData.
import { test, expectTypeOf } from 'vitest'
import { type FetchConfigValue, type FetchConfiguration, type Cache, type Key, type MutatorCallback, type MutatorOptions } from 'pagekit'
import type { FetchInfiniteCompareFn, FetchInfiniteConfiguration } from 'pagekit/infinite'
import type { FullConfiguration, MutatorFn, Mutator, MutatorWrapper, BlockingData } from 'pagekit'

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>

test('cacheData is a FetchConfig value option (value or promise per serialized key), never a hook option', () => {
  const value: FetchConfigValue = { cacheData: { '/api/user': fetchUser('/api/user'), '/api/count': 3 } }
  expectTypeOf<NonNullable<FetchConfigValue<User>['cacheData']>>().toEqualTypeOf<{ [key: string]: User | Promise<User> }>()
  expectTypeOf<FetchConfiguration['cacheData']>().toEqualTypeOf<undefined>()
  void value
})

test('FetchInfiniteCompareFn compares pages or page arrays', () => {
  const compare: FetchInfiniteCompareFn<User> = (a: User | undefined | User[], b: User | undefined | User[]) => a === b
  const config: FetchInfiniteConfiguration<User> = { compare }
  expectTypeOf(config.compare).toEqualTypeOf<FetchInfiniteCompareFn<User> | undefined>()
})

test('FullConfiguration<Data, Error, Fn> is generic', () => {
  expectTypeOf<Parameters<FullConfiguration<User, Error>['onSuccess']>[0]>().toEqualTypeOf<User>()
  expectTypeOf<Parameters<FullConfiguration<User, TypeError>['onError']>[0]>().toEqualTypeOf<TypeError>()
  expectTypeOf<FullConfiguration<User>['fallbackData']>().toEqualTypeOf<User | Promise<User> | undefined>()
  expectTypeOf<FullConfiguration['cache']>().toEqualTypeOf<Cache>()
})

test('MutatorFn / Mutator / MutatorWrapper', () => {
  expectTypeOf<MutatorFn<User>>().toEqualTypeOf<
    (cache: Cache, key: Key, data?: User | Promise<User> | MutatorCallback<User>, opts?: boolean | MutatorOptions<User>) => Promise<User | undefined>
  >()
  expectTypeOf<Mutator<User>>().toEqualTypeOf<Promise<User | undefined>>()
  expectTypeOf<MutatorWrapper<(a: 1, b: 2, c: 3, d: { populateCache: false }) => 'r'>>().toEqualTypeOf<never>()
  expectTypeOf<MutatorWrapper<(a: 1, b: 2, c: 3, d: boolean) => 'r'>>().toEqualTypeOf<'r'>()
})

test('BlockingData', () => {
  expectTypeOf<BlockingData<User, { suspense: true }>>().toEqualTypeOf<true>()
  expectTypeOf<BlockingData<User, { fallbackData: User }>>().toEqualTypeOf<true>()
  expectTypeOf<BlockingData<User, undefined>>().toEqualTypeOf<false>()
  expectTypeOf<BlockingData<User>>().toEqualTypeOf<false>()
})
