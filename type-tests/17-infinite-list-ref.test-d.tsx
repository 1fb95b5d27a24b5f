// <InfiniteList> and <InfiniteListBase> take a ref to their root <div>, and still infer the
// item type from the fetcher (and the key from getKey) with a ref given.
import { test, expectTypeOf } from 'vitest'
import { createRef, type Ref } from 'react'
import { InfiniteList } from 'pagekit'
import { InfiniteListBase } from 'pagekit/headless'

interface User { id: number; name: string }
declare function fetchUsers(url: string): Promise<User[]>
declare function fetchUsersPage(key: readonly ['/users', number]): Promise<User[]>
const getKey = (index: number) => `/users?page=${index}`

test('a Ref<HTMLDivElement>, an object or a callback, is accepted by the styled and the unstyled list', () => {
  const ref: Ref<HTMLDivElement> = createRef<HTMLDivElement>()
  const callback = (el: HTMLDivElement | null) => void el?.scrollIntoView()
  const lists = (
    <>
      <InfiniteList ref={ref} getKey={getKey} fetcher={fetchUsers} />
      <InfiniteList ref={callback} getKey={getKey} fetcher={fetchUsers} />
      <InfiniteListBase ref={ref} getKey={getKey} fetcher={fetchUsers} />
      <InfiniteListBase ref={callback} getKey={getKey} fetcher={fetchUsers} />
    </>
  )
  void lists
})

test('a ref to another kind of element is an error', () => {
  const lists = (
    <>
      {/* @ts-expect-error the root is a <div>, not a <ul> */}
      <InfiniteList ref={createRef<HTMLUListElement>()} getKey={getKey} fetcher={fetchUsers} />
      {/* @ts-expect-error the root is a <div>, not a <button> */}
      <InfiniteListBase ref={(el: HTMLButtonElement | null) => void el} getKey={getKey} fetcher={fetchUsers} />
    </>
  )
  void lists
})

test('with a ref the item type still comes from the fetcher, and the key from getKey', () => {
  const ref = createRef<HTMLDivElement>()
  const lists = (
    <>
      <InfiniteList
        ref={ref}
        getKey={getKey}
        fetcher={fetchUsers}
        renderItem={(user) => {
          expectTypeOf(user).toEqualTypeOf<User>()
          return user.name
        }}
      />
      <InfiniteListBase
        ref={ref}
        getKey={(index) => ['/users', index] as const}
        fetcher={(key) => {
          expectTypeOf(key).toEqualTypeOf<readonly ['/users', number]>()
          return fetchUsersPage(key)
        }}
      >
        {(user) => {
          expectTypeOf(user).toEqualTypeOf<User>()
          return user.name
        }}
      </InfiniteListBase>
      {/* @ts-expect-error getKey returns a URL string; this fetcher takes a tuple */}
      <InfiniteList ref={ref} getKey={getKey} fetcher={fetchUsersPage} />
    </>
  )
  void lists
})
