import { Component, useState, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { indexKey } from '../../mocks'
import { ControlErrorBoundary } from '../support'
import { UsersList } from './InfiniteList/demos'

/**
 * The boundary that every story with a typed control gets (stories/support/ControlErrorBoundary):
 * a value typed into a control passes through values the component throws for, and the story
 * shows that error in its place until the value works. Only a test (no docs page): Storybook's
 * own controls cannot be typed into from a story test, so an input here stands for one.
 */
const meta = {
  title: 'Components/Control errors',
  tags: ['!autodocs', '!dev'],
  parameters: { mockApi: { total: 45, latency: 50 } },
} satisfies Meta

export default meta

const T = { timeout: 8000 }
const STORY_ARGS = { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320, rootMargin: '0px 0px 200px 0px' }
const hint = 'Fix the control value: the demo comes back once the controls hold props it takes.'

/** The list with a rootMargin "control": each keystroke in it gives the story new args. */
function TypedRootMargin() {
  const [rootMargin, setRootMargin] = useState(STORY_ARGS.rootMargin)
  const args = { ...STORY_ARGS, rootMargin }
  return (
    <>
      <label>
        rootMargin <input value={rootMargin} onChange={(event) => setRootMargin(event.target.value)} />
      </label>
      <ControlErrorBoundary args={args} initialArgs={STORY_ARGS}>
        <UsersList {...args} />
      </ControlErrorBoundary>
    </>
  )
}

/** Typing "200px": "2" to "200p" show the prop error with the hint, "200px" the list again. */
export const TypingARootMargin: StoryObj<typeof meta> = {
  name: 'Typing a rootMargin',
  render: () => <TypedRootMargin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10), T)
    const field = canvas.getByRole('textbox', { name: 'rootMargin' })
    await userEvent.clear(field)
    await userEvent.type(field, '20')
    const alert = await canvas.findByRole('alert', {}, T)
    await expect(alert).toHaveTextContent(`SyntaxError: pagekit: <InfiniteList> "rootMargin" must be one to four lengths in px or %, as in CSS margin ("200px", "0px 0px 200px 0px"), got "20"${hint}`)
    await expect(canvas.queryByRole('feed')).toBeNull()
    await userEvent.type(field, '0p')
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('got "200p"'), T)
    await userEvent.type(field, 'x')
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10), T)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null }
  static getDerivedStateFromError(error: unknown) {
    return { message: `Caught outside: ${error instanceof Error ? error.message : String(error)}` }
  }
  override render() {
    return this.state.message === null ? this.props.children : <p data-testid="outside">{this.state.message}</p>
  }
}

/**
 * A prop error with the story's own args is not a control's: the boundary passes it on (to
 * Storybook's error screen, and a failed test), hiding nothing.
 */
export const TheStorysOwnError: StoryObj<typeof meta> = {
  name: "The story's own error",
  render: () => {
    const args = { ...STORY_ARGS, rootMargin: '2em' }
    return (
      <Caught>
        <ControlErrorBoundary args={args} initialArgs={args}>
          <UsersList {...args} />
        </ControlErrorBoundary>
      </Caught>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByTestId('outside')).toHaveTextContent(/^Caught outside: pagekit: <InfiniteList> "rootMargin" must be/), T)
    await expect(canvas.queryByText(hint)).toBeNull()
  },
}
