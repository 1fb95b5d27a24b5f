import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createUsersSource, makeUsers } from '../../../mocks'
import { RequestLog } from '../../support'
import { ConditionalUsers, DependentUsers } from './demos/KeyUsers'
import { docsParameters, Isolated, itemsOf, names, quietFor, settled, T, urls } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/Conditional and dependent keys',
  tags: ['autodocs'],
  parameters: docsParameters(
    'The key decides whether a request is made: a falsy key (`null`, `false`, `\'\'`), or a key function that ' +
    'returns one or throws, means "not ready" and makes no request. A key function that reads another ' +
    'hook\'s data chains the requests.',
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// ---------------------------------------------------------------------------------------------

const conditionalSource = createUsersSource({ latency: 200 })

/**
 * `useFetch(enabled ? url : null, fetcher)`: nothing is requested while the key is `null`;
 * ticking the box gives the hook a key and it fetches once.
 */
export const ConditionalKey: Story = {
  name: 'Conditional key (null)',
  parameters: { msw: { handlers: conditionalSource.handlers } },
  beforeEach: () => conditionalSource.reset(),
  render: () => (
    <Isolated>
      <ConditionalUsers />
      <RequestLog log={conditionalSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Not requested: the key is null')
    await quietFor(300)
    await expect(conditionalSource.log.count()).toBe(0)
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the team' }))
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await settled(conditionalSource)
    await expect(urls(conditionalSource)).toEqual(['/users?page=0&limit=3'])
  },
}

// ---------------------------------------------------------------------------------------------

const dependentSource = createUsersSource({ latency: 300 })

/**
 * The "Namesakes" key is `() => usersUrl({ q: profile[0].name's last name, ... })`. It throws until
 * the profile has loaded, so its request starts only after the profile's answer: the log shows
 * two requests, one after the other.
 */
export const DependentKeys: Story = {
  name: 'Dependent keys (key function)',
  parameters: { msw: { handlers: dependentSource.handlers } },
  beforeEach: () => dependentSource.reset(),
  render: () => (
    <Isolated>
      <DependentUsers />
      <RequestLog log={dependentSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const namesakes = within(canvas.getByRole('region', { name: 'Namesakes' }))
    await expect(namesakes.getByRole('status')).toHaveTextContent('Waiting for the profile…')
    await expect(dependentSource.log.count()).toBeLessThanOrEqual(1) // only the profile, if anything

    await canvas.findByText('Signed in as Ada Lovelace', {}, T)
    const list = await namesakes.findByRole('list', { name: 'Namesakes' }, T)
    await expect(itemsOf(list)).toEqual(makeUsers(100, 1, 'Lovelace').slice(0, 4).map((u) => u.name))
    await settled(dependentSource)
    await expect(urls(dependentSource)).toEqual(['/users?page=0&limit=1', '/users?page=0&limit=4&q=Lovelace'])
    const [profile, second] = dependentSource.log.entries()
    await expect(second.startedAt).toBeGreaterThanOrEqual(profile.endedAt!)
  },
}
