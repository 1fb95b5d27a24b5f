// useScrollerSubscription: one subscription per target, kept across commits, moved when the target changes.
import { renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { useScrollerSubscription } from './useScrollerSubscription'
import type { Scroller } from './viewport'

function subscriptions() {
  const active: Scroller[] = []
  const subscribe = vi.fn((target: Scroller) => {
    active.push(target)
    return () => void active.splice(active.indexOf(target), 1)
  })
  return { active, subscribe }
}

describe('useScrollerSubscription', () => {
  it('subscribes once to a target that stays the same across commits', () => {
    const { active, subscribe } = subscriptions()
    const { rerender } = renderHook(() => useScrollerSubscription(() => window, subscribe))
    rerender()
    rerender()
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(active).toEqual([window])
  })

  it('moves to a new target after the commit that brings it, ending the old subscription first', () => {
    const { active, subscribe } = subscriptions()
    const scroller = document.createElement('div')
    const { rerender } = renderHook(({ target }) => useScrollerSubscription(() => target, subscribe), { initialProps: { target: window as Scroller } })
    rerender({ target: scroller })
    expect(subscribe).toHaveBeenCalledTimes(2)
    expect(active).toEqual([scroller])
  })

  it('has no subscription while the target is null, and ends it on unmount', () => {
    const { active, subscribe } = subscriptions()
    const { rerender, unmount } = renderHook(({ target }) => useScrollerSubscription(() => target, subscribe), { initialProps: { target: null as Scroller | null } })
    expect(subscribe).not.toHaveBeenCalled()
    rerender({ target: window })
    expect(active).toEqual([window])
    rerender({ target: null })
    expect(active).toEqual([])
    rerender({ target: window })
    unmount()
    expect(active).toEqual([])
  })

  it('keeps one subscription under StrictMode', () => {
    const { active, subscribe } = subscriptions()
    const { unmount } = renderHook(() => useScrollerSubscription(() => window, subscribe), { wrapper: StrictMode })
    expect(active).toEqual([window])
    unmount()
    expect(active).toEqual([])
  })
})
