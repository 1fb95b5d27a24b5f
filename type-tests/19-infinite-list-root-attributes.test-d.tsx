// <InfiniteList> and <InfiniteListBase> take their root <div>'s attributes and handlers, typed as
// a div's; a name the list owns keeps the list's type, and the item type is still inferred.
import { test, expectTypeOf } from 'vitest'
import type { KeyboardEvent, UIEvent } from 'react'
import { InfiniteList } from 'pagekit'
import { InfiniteListBase } from 'pagekit/headless'

interface User { id: number; name: string }
declare function fetchUsers(url: string): Promise<User[]>
const getKey = (index: number) => `/users?page=${index}`

test("the root's handlers get a div's events, and its attributes are taken", () => {
  const lists = (
    <>
      <InfiniteList
        getKey={getKey}
        fetcher={fetchUsers}
        tabIndex={0}
        title="Team"
        lang="fr"
        dir="rtl"
        hidden={false}
        inert={false}
        onScroll={(event) => expectTypeOf(event).toEqualTypeOf<UIEvent<HTMLDivElement>>()}
        onKeyDown={(event) => expectTypeOf(event).toEqualTypeOf<KeyboardEvent<HTMLDivElement>>()}
        renderItem={(user) => {
          expectTypeOf(user).toEqualTypeOf<User>()
          return user.name
        }}
      />
      <InfiniteListBase
        getKey={getKey}
        fetcher={fetchUsers}
        tabIndex={-1}
        onScroll={(event) => expectTypeOf(event).toEqualTypeOf<UIEvent<HTMLDivElement>>()}
      />
    </>
  )
  void lists
})

test('a name the list owns keeps its type: children is the render function, onLoadMore the load callback', () => {
  const lists = (
    <>
      <InfiniteList getKey={getKey} fetcher={fetchUsers} onLoadMore={(nextSize) => expectTypeOf(nextSize).toEqualTypeOf<number>()}>
        {(user, index) => {
          expectTypeOf(user).toEqualTypeOf<User>()
          expectTypeOf(index).toEqualTypeOf<number>()
          return user.name
        }}
      </InfiniteList>
      {/* @ts-expect-error children is the render function of an item, not the root's content */}
      <InfiniteListBase getKey={getKey} fetcher={fetchUsers}>Users</InfiniteListBase>
      {/* @ts-expect-error id is the feed's id, a string */}
      <InfiniteList getKey={getKey} fetcher={fetchUsers} id={3} />
    </>
  )
  void lists
})

test('onError is a fetch option, given in options, not a handler of the root; a name no div takes is still an error', () => {
  const lists = (
    <>
      <InfiniteList getKey={getKey} fetcher={fetchUsers} options={{ onError: (error: Error) => void error.message }} />
      {/* @ts-expect-error onError belongs in options */}
      <InfiniteList getKey={getKey} fetcher={fetchUsers} onError={() => {}} />
      {/* @ts-expect-error a div has no dangerouslySetInnerHTML the list would keep */}
      <InfiniteListBase getKey={getKey} fetcher={fetchUsers} dangerouslySetInnerHTML={{ __html: '' }} />
      {/* @ts-expect-error not a prop of the list nor an attribute of a div */}
      <InfiniteList getKey={getKey} fetcher={fetchUsers} revalidateOnFocus={false} />
      {/* @ts-expect-error not a prop of the list nor an attribute of a div */}
      <InfiniteListBase getKey={getKey} fetcher={fetchUsers} onScrol={() => {}} />
    </>
  )
  void lists
})
