// A slot of the styled <InfiniteList> passed as undefined is not given: the skin's own stays (an
// app compiled with exactOptionalPropertyTypes passes its own optional props on as they come).
import { render, screen, waitFor, within } from '@testing-library/react'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { fetcher, isolated } from '../../test/infinite-list'
import { InfiniteList } from './InfiniteList'

describe('<InfiniteList> slots given as undefined', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))

  it('shows the skin\'s skeleton while loading and its styled Load more button, as without the props', async () => {
    const { container } = render(
      <>
        <InfiniteList getKey={indexKey(10)} fetcher={fetcher} aria-label="Given" loadMode="manual"
          renderLoading={undefined} renderLoadingMore={undefined} renderLoadMore={undefined}
          renderLoadingPrevious={undefined} renderLoadPrevious={undefined} />
        <InfiniteList getKey={indexKey(10)} fetcher={fetcher} aria-label="Absent" loadMode="manual" />
      </>,
      { wrapper: isolated },
    )
    expect(container.querySelectorAll('[data-pagekit-skeleton]')).toHaveLength(2)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    const buttons = ['Given', 'Absent'].map((name) => {
      const root = screen.getByRole('feed', { name }).closest('[data-pagekit-infinite-list]') as HTMLElement
      return within(root).getByRole('button', { name: 'Load more' })
    })
    // The styled button: a class of the skin (the unstyled one has none).
    expect(buttons[0].className).not.toBe('')
    expect(buttons[0].className).toBe(buttons[1].className)
  })
})
