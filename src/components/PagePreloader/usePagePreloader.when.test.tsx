// When the preloader runs: its strategies, its options, and Save-Data.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  intersectionMockInstance, mockAllIsIntersecting, setupIntersectionMocking, resetIntersectionMocking,
} from 'react-intersection-observer/test-utils'
import { createUsersSource, fetchJson } from '../../../mocks'
import { useSource } from '../../test/server'
import { getKey, Isolated, pageKey, Probe, restoreBrowser, result } from '../../test/page-preloader'
import { usePagePreloader } from './usePagePreloader'

afterEach(restoreBrowser)

/** The keys the fetcher was called with (each call also gets `{ signal }`). */
const keysOf = (fetcher: { mock: { calls: unknown[][] } }) => fetcher.mock.calls.map(([key]) => key)

describe('strategies', () => {
  test('eager preloads the next page on mount, once', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([1]))
    expect(result.triggered).toBe(true)
    expect(result.targets.map((t) => t.page)).toEqual([1])
  })

  test('idle waits for requestIdleCallback, then preloads', async () => {
    const callbacks: Array<() => void> = []
    const ric = vi.fn((cb: () => void) => callbacks.push(cb))
    vi.stubGlobal('requestIdleCallback', ric)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const fetcher = vi.fn(fetchJson)
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} idleTimeout={1234} /></Isolated>)
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 })
    expect(fetcher).not.toHaveBeenCalled()
    act(() => callbacks.forEach((cb) => cb()))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith(pageKey(1), { signal: expect.any(AbortSignal) })
  })

  test('idle falls back to a timeout without requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const fetcher = vi.fn(async () => [])
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="idle" /></Isolated>)
    act(() => vi.advanceTimersByTime(150))
    expect(fetcher).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('hover preloads after the intent delay, not before, and not when the pointer leaves first', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="hover" hoverDelay={100} /></Isolated>)
    const target = screen.getByRole('button', { name: 'target' })
    act(() => vi.advanceTimersByTime(5000))
    expect(fetcher).not.toHaveBeenCalled()

    fireEvent.pointerEnter(target)
    act(() => vi.advanceTimersByTime(60))
    fireEvent.pointerLeave(target)
    act(() => vi.advanceTimersByTime(500))
    expect(fetcher).not.toHaveBeenCalled()

    fireEvent.pointerEnter(target)
    act(() => vi.advanceTimersByTime(99))
    expect(fetcher).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith(pageKey(1), { signal: expect.any(AbortSignal) })
  })

  test('hover: focus counts as intent too; getTargetProps(page) preloads that page', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    function Pages() {
      const preloader = usePagePreloader({ page: 2, pageCount: 5, getKey, fetcher, strategy: 'hover' })
      return (
        <>
          <button type="button" {...preloader.getTargetProps(1)}>previous</button>
          <button type="button" {...preloader.getTargetProps(3)}>next</button>
        </>
      )
    }
    render(<Isolated><Pages /></Isolated>)
    fireEvent.focus(screen.getByRole('button', { name: 'previous' }))
    act(() => vi.advanceTimersByTime(100))
    expect(keysOf(fetcher)).toEqual([pageKey(1)])
    fireEvent.focus(screen.getByRole('button', { name: 'next' }))
    fireEvent.blur(screen.getByRole('button', { name: 'next' }))
    act(() => vi.advanceTimersByTime(500))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('hover on a `target` element (ref) preloads the pages ahead', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    const ref = { current: null as HTMLButtonElement | null }
    function WithTarget() {
      usePagePreloader({ page: 0, pageCount: 5, getKey, fetcher, strategy: 'hover', target: ref })
      return <button type="button" ref={ref}>next</button>
    }
    render(<Isolated><WithTarget /></Isolated>)
    fireEvent.pointerEnter(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(100))
    expect(keysOf(fetcher)).toEqual([pageKey(1)])
  })

  describe('viewport', () => {
    beforeEach(() => setupIntersectionMocking(vi.fn))
    afterEach(() => resetIntersectionMocking())

    test('preloads when the target enters the viewport, not before', () => {
      const fetcher = vi.fn(async () => [])
      render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="viewport" /></Isolated>)
      act(() => mockAllIsIntersecting(false))
      expect(fetcher).not.toHaveBeenCalled()
      act(() => mockAllIsIntersecting(true))
      expect(keysOf(fetcher)).toEqual([pageKey(1)])
    })

    test('while the target stays in view, a new current page preloads its next page', () => {
      const fetcher = vi.fn(async () => [])
      const { rerender } = render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="viewport" /></Isolated>)
      act(() => mockAllIsIntersecting(true))
      rerender(<Isolated><Probe page={1} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="viewport" /></Isolated>)
      expect(keysOf(fetcher)).toEqual([pageKey(1), pageKey(2)])
    })

    test('observes the target in `root`, with `rootMargin` around it; without `root`, in the viewport of its own document', () => {
      const fetcher = vi.fn(async () => [])
      const box = document.createElement('div')
      const { rerender } = render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="viewport" rootMargin="50px" /></Isolated>)
      const target = screen.getByRole('button', { name: 'target' })
      // toBe, not toMatchObject: an element with no own keys would match any root as a subset.
      expect(intersectionMockInstance(target).root).toBe(document)
      expect(intersectionMockInstance(target).rootMargin).toBe('50px')
      rerender(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="viewport" rootMargin="50px" root={box} /></Isolated>)
      expect(intersectionMockInstance(target).root).toBe(box)
      expect(intersectionMockInstance(target).rootMargin).toBe('50px')
      act(() => mockAllIsIntersecting(true))
      expect(keysOf(fetcher)).toEqual([pageKey(1)])
    })

    test('without `root`, a target inside a frame is observed in the frame\'s own viewport, so the margin reaches past the frame\'s edges', () => {
      const frame = document.body.appendChild(document.createElement('iframe'))
      const frameDocument = frame.contentDocument!
      try {
        const container = frameDocument.body.appendChild(frameDocument.createElement('div'))
        render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={vi.fn(async () => [])} strategy="viewport" /></Isolated>, { container })
        expect(intersectionMockInstance(frameDocument.querySelector('button')!).root).toBe(frameDocument)
      } finally {
        frame.remove()
      }
    })
  })
})

describe('options', () => {
  test('enabled: false preloads nothing (hover included); turning it on preloads', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    const { rerender } = render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="eager" enabled={false} /></Isolated>)
    fireEvent.pointerEnter(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(500))
    act(() => result.preloadPage(2))
    expect(fetcher).not.toHaveBeenCalled()
    rerender(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="eager" /></Isolated>)
    expect(keysOf(fetcher)).toEqual([pageKey(1)])
  })

  test('getTargetProps calls the handlers it is given first', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    const onPointerEnter = vi.fn()
    const onFocus = vi.fn()
    function Target() {
      const preloader = usePagePreloader({ page: 0, pageCount: 5, getKey, fetcher, strategy: 'hover' })
      return <button type="button" {...preloader.getTargetProps(2, { onPointerEnter, onFocus })}>go</button>
    }
    render(<Isolated><Target /></Isolated>)
    fireEvent.pointerEnter(screen.getByRole('button'))
    fireEvent.focus(screen.getByRole('button'))
    expect(onPointerEnter).toHaveBeenCalledTimes(1)
    expect(onFocus).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(100))
    // One intent per target: pointer and focus together preload once.
    expect(keysOf(fetcher)).toEqual([pageKey(2)])
  })

  test('getTargetProps with handlers given as undefined still preloads on hover', () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    function Target() {
      const preloader = usePagePreloader({ page: 0, pageCount: 5, getKey, fetcher, strategy: 'hover' })
      return <button type="button" {...preloader.getTargetProps(2, { onPointerEnter: undefined, onFocus: undefined })}>go</button>
    }
    render(<Isolated><Target /></Isolated>)
    fireEvent.pointerEnter(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(100))
    expect(keysOf(fetcher)).toEqual([pageKey(2)])
  })

  test('preloadPage respects pageCount and skips the current (cached) page', () => {
    const fetcher = vi.fn(async () => [])
    const cache = new Map<string, unknown>([[pageKey(0), { data: [] }]])
    render(<Isolated cache={cache}><Probe page={0} pageCount={3} getKey={getKey} fetcher={fetcher} strategy="hover" /></Isolated>)
    act(() => result.preloadPage(3))
    act(() => result.preloadPage(-1))
    act(() => result.preloadPage(0))
    expect(fetcher).not.toHaveBeenCalled()
    act(() => result.preloadPage(2))
    expect(keysOf(fetcher)).toEqual([pageKey(2)])
  })

  test('onPreload reports each page the preloader starts, once', async () => {
    useSource(createUsersSource({ total: 45 }))
    const onPreload = vi.fn()
    render(<Isolated><Probe page={0} pageCount={5} ahead={2} getKey={getKey} fetcher={fetchJson} strategy="eager" onPreload={onPreload} /></Isolated>)
    act(() => result.preload())
    expect(onPreload.mock.calls.map(([t]) => [t.page, t.key])).toEqual([[1, pageKey(1)], [2, pageKey(2)]])
  })
})

describe('saveData', () => {
  test('nothing is preloaded while navigator.connection.saveData is on', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    vi.useFakeTimers()
    const fetcher = vi.fn(async () => [])
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="eager" /></Isolated>)
    act(() => vi.advanceTimersByTime(5000))
    act(() => result.preload())
    act(() => result.preloadPage(3))
    fireEvent.pointerEnter(screen.getByRole('button'))
    act(() => vi.advanceTimersByTime(500))
    expect(fetcher).not.toHaveBeenCalled()
    expect(result.saveData).toBe(true)
    expect(result.triggered).toBe(false)
  })

  test('respectSaveData: false preloads anyway', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    const fetcher = vi.fn(async () => [])
    render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="eager" respectSaveData={false} /></Isolated>)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(result.saveData).toBe(false)
  })
})
