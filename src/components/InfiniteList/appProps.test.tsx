// What an app passes to the list's prop getters and to <InfiniteListBase> reaches the DOM.
import { render, renderHook, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { feed, fetcher, isolated, settled } from '../../test/infinite-list'
import { InfiniteListBase } from './InfiniteListBase'
import { useInfiniteList } from './useInfiniteList'

async function loadedList(options: { id?: string; 'aria-label'?: string } = {}) {
  const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, ...options }), { wrapper: isolated })
  await waitFor(() => expect(result.current.status).toBe('idle'))
  return result
}

describe('useInfiniteList: getListProps keeps the label the app gives it', () => {
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

  it("an id given to getListProps is not taken: the feed keeps feedId, which the buttons' aria-controls point at, and a development warning names the id option", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const list = await loadedList()
    expect(list.current.getListProps({ id: 'users-feed' }).id).toBe(list.current.feedId)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('getListProps({ id: "users-feed" }) is not taken'))
    expect(warn.mock.calls[0][0]).toContain('Pass the id to useInfiniteList instead')
    warn.mockRestore()
  })

  it('with nothing given, the id and label come from the options', async () => {
    const list = await loadedList({ id: 'feed', 'aria-label': 'Users' })
    expect(list.current.getListProps()).toMatchObject({ id: 'feed', 'aria-label': 'Users', role: 'feed' })
  })
})

describe('useInfiniteList: a prop given to a getter as undefined is not given', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('the live region stays visually hidden, handlers and refs stay the list\'s', async () => {
    const list = await loadedList()
    const status = list.current.getStatusProps({ style: undefined, className: undefined })
    expect(status.style).toMatchObject({ position: 'absolute', width: 1 })
    const feedProps = list.current.getListProps({ onKeyDown: undefined, ref: undefined, 'aria-label': undefined })
    expect(feedProps.onKeyDown).toBeTypeOf('function')
    expect(feedProps.ref).toBeTypeOf('function')
    expect(feedProps['aria-label']).toBe('Items')
    expect(list.current.getRootProps({ style: undefined, onFocus: undefined }).style).toMatchObject({ position: 'relative' })
  })
})

describe('InfiniteListBase: the aria-* and data-* attributes an app gives', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('aria-describedby goes on the feed and data-* on the list root', async () => {
    const { container } = render(
      <InfiniteListBase getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" aria-describedby="users-hint" data-testid="users" />,
      { wrapper: isolated },
    )
    await settled(10)
    expect(feed()).toHaveAttribute('aria-describedby', 'users-hint')
    expect(container.firstElementChild).toHaveAttribute('data-testid', 'users')
    expect(container.firstElementChild).toHaveAttribute('data-pagekit-infinite-list', '')
  })
})
