import { Component, createRef, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { PagePreloader } from '../../src'
import { indexKey } from '../../mocks'
import { UsersList } from './InfiniteList/demos'

/**
 * Bad props in a real browser, where the browser's IntersectionObserver would throw its own
 * error, which does not name the prop (jsdom's mock of it takes anything): the component's
 * error names it instead. Only a test (no docs page).
 */
// Its own boundary, not the shared ControlErrorBoundary: that one passes on any error the story's
// own args cause (every error here is one) and adds a hint for fixing a control.
class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null }
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>
  }
}

const shownError = (canvasElement: HTMLElement) => canvasElement.querySelector('[role="alert"]')?.textContent ?? ''
const T = { timeout: 8000 }
const refObjectRoot = /^TypeError: pagekit: .*"root" must be an Element, a Document or null; got a ref object/

const meta = {
  title: 'Components/Bad input',
  tags: ['!autodocs', '!dev'],
  parameters: { mockApi: { total: 45, latency: 50 } },
} satisfies Meta

export default meta

/** `<InfiniteList root={ref}>`: a ref object where the element belongs. */
export const InfiniteListWithARefObject: StoryObj<typeof meta> = {
  name: 'InfiniteList with a RefObject as root',
  render: () => (
    <ShowError>
      <UsersList getKey={indexKey(10) as never} aria-label="Users" root={createRef<HTMLDivElement>() as never} />
    </ShowError>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownError(canvasElement)).toMatch(/Error/), T)
    await expect(shownError(canvasElement)).toMatch(refObjectRoot)
  },
}

/** `<PagePreloader strategy="viewport" root={ref}>`: the same mistake. */
export const PagePreloaderWithARefObject: StoryObj<typeof meta> = {
  name: 'PagePreloader with a RefObject as root',
  render: () => (
    <ShowError>
      <PagePreloader page={0} pageCount={3} strategy="viewport" target={document.body} root={createRef<HTMLDivElement>() as never}>
        {(page) => <p>Page {page + 1}</p>}
      </PagePreloader>
    </ShowError>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownError(canvasElement)).toMatch(/Error/), T)
    await expect(shownError(canvasElement)).toMatch(refObjectRoot)
  },
}

/** `<InfiniteList rootMargin="2em">`: a unit IntersectionObserver does not take. */
export const InfiniteListWithAnEmRootMargin: StoryObj<typeof meta> = {
  name: 'InfiniteList with an em rootMargin',
  render: () => (
    <ShowError>
      <UsersList getKey={indexKey(10) as never} aria-label="Users" rootMargin="2em" />
    </ShowError>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownError(canvasElement)).toMatch(/Error/), T)
    await expect(shownError(canvasElement)).toMatch(/^SyntaxError: pagekit: <InfiniteList> "rootMargin" must be one to four lengths in px or %.*, got "2em"$/)
  },
}
