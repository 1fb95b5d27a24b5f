// What an app passes to the list's prop getters and to <InfiniteList> reaches the DOM.
import { renderHook, waitFor } from '@testing-library/react'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { fetcher, isolated } from '../../test/infinite-list'
import { useInfiniteList } from './useInfiniteList'

async function loadedList(options: { id?: string; 'aria-label'?: string } = {}) {
  const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, ...options }), { wrapper: isolated })
  await waitFor(() => expect(result.current.status).toBe('idle'))
  return result
}

describe('useInfiniteList: getListProps keeps the id and label the app gives it', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('an aria-labelledby given to getListProps names the feed, with no default label beside it', async () => {
    const list = await loadedList()
    const props = list.current.getListProps({ 'aria-labelledby': 'users-title' })
    expect(props['aria-labelledby']).toBe('users-title')
    expect(props['aria-label']).toBeUndefined()
  })

  it("an aria-label given to getListProps wins over the options' label", async () => {
    const list = await loadedList({ 'aria-label': 'Users' })
    expect(list.current.getListProps({ 'aria-label': 'Team members' })['aria-label']).toBe('Team members')
  })

  it("an id given to getListProps is the feed's id", async () => {
    const list = await loadedList()
    expect(list.current.getListProps({ id: 'users-feed' }).id).toBe('users-feed')
  })

  it('with nothing given, the id and label come from the options', async () => {
    const list = await loadedList({ id: 'feed', 'aria-label': 'Users' })
    expect(list.current.getListProps()).toMatchObject({ id: 'feed', 'aria-label': 'Users', role: 'feed' })
  })
})
