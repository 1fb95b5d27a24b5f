// Load modes (auto, manual, hybrid, no IntersectionObserver), texts and slots.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { createUsersSource } from '../../../mocks'
import { feed, liveRegion, renderList, scrollToEnd, settled, withoutIntersectionObserver } from '../../test/infinite-list'

describe('InfiniteListBase: load modes', () => {
  it('manual: a Load more button; pending is aria-disabled and ignores clicks; end is inert', async () => {
    // Page 1 answers slowly enough that the clicks below land while it is pending, even on a
    // loaded machine.
    const src = useSource(createUsersSource({ total: 15, latency: ({ page }) => (page === 1 ? 500 : 20) }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button).toHaveAttribute('aria-controls', feed().id)
    await userEvent.click(button)
    expect(button).toHaveTextContent('Loading…')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    await userEvent.click(button)
    await userEvent.click(button)
    expect(src.log.pages()).toEqual([0, 1])
    await settled(15)
    expect(button).toHaveTextContent('Load more')
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('No more items'))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(src.log.pages()).toEqual([0, 1, 2])
    await userEvent.click(button)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('manual: the button keeps focus while a page loads and after it lands', async () => {
    useSource(createUsersSource({ total: 45, latency: 20 }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    const button = screen.getByRole('button', { name: 'Load more' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(button).toHaveFocus()
    await settled(20)
    expect(button).toHaveFocus()
  })

  it('manual: after an error the button says Retry and refetches the failed page', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(retry)
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1, 1])
  })

  it('hybrid: loads automatically for autoPages pages, then shows the button', async () => {
    const src = useSource(createUsersSource({ total: 100 }))
    renderList({ loadMode: 'hybrid', autoPages: 2 })
    await settled(10)
    expect(screen.queryByRole('button')).toBeNull()
    scrollToEnd()
    await settled(20)
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
    scrollToEnd()
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('without IntersectionObserver auto mode falls back to the button', async () => {
    await withoutIntersectionObserver(async () => {
      useSource(createUsersSource({ total: 45 }))
      renderList()
      await settled(10)
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
    })
  })

  it('every text is replaceable', async () => {
    useSource(createUsersSource({ total: 10 }))
    renderList({
      loadMode: 'manual',
      'aria-label': undefined,
      messages: { feedLabel: 'Benutzer', loadMoreEnd: 'Keine weiteren', end: 'Ende', loaded: (a, s) => `${a} geladen, ${s} sichtbar`, endOfList: (s) => `Ende, ${s}` },
    })
    await screen.findByRole('button', { name: 'Load more' })
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByRole('button', { name: 'Keine weiteren' })
    expect(screen.getByRole('feed', { name: 'Benutzer' })).toBeInTheDocument()
    expect(screen.getByText('Ende')).toBeInTheDocument()
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ende, 10'))
  })

  it('a text given as undefined keeps its default', async () => {
    useSource(createUsersSource({ total: 25 }))
    renderList({
      loadMode: 'manual',
      'aria-label': undefined,
      messages: { feedLabel: undefined, loadMore: undefined, loaded: undefined, end: 'Ende' },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 more, 20 shown'))
    expect(screen.getByRole('feed', { name: 'Items' })).toBeInTheDocument()
  })

  it('slots replace the defaults and receive the list', async () => {
    useSource(createUsersSource({ total: 0 }))
    renderList({ renderEmpty: (list) => <p>Nothing here ({list.status})</p> })
    await screen.findByText('Nothing here (empty)')
  })
})
