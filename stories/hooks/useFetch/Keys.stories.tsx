import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { makeUser, makeUsers } from '../../../mocks'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls } from '../../support'
import { conditionalKeyCode, dependentKeysCode } from './code-options'
import { ConditionalUsers, DependentUsers } from './demos/KeyUsers'

/**
 * The key decides whether a request is made: a falsy key (`null`, `false`, `''`), or a key
 * function that returns one or throws, means "not ready" and makes no request. A key function that
 * reads another hook's data chains the requests.
 */
const meta = {
  title: 'Hooks/useFetch/Conditional and dependent keys',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * `useFetch(enabled ? url : null, fetcher)`: nothing is requested while the key is `null`;
 * ticking the box gives the hook a key and it fetches once.
 */
export const ConditionalKey: Story = {
  name: 'Conditional key (null)',
  parameters: { mockApi: { latency: 200 }, ...showCode(conditionalKeyCode) },
  render: () => <ConditionalUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Not requested: the key is null')
    await quietFor(300)
    await expect(source.log.count()).toBe(0)
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the team' }))
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await settled(source)
    await expect(urls(source)).toEqual(['/users?page=0&limit=3'])
  },
}

/**
 * The "Namesakes" key is `() => usersUrl({ q: profile[0].name's last name, ... })`. It throws until
 * the profile has loaded, so its request starts only after the profile's answer: the log shows
 * two requests, one after the other.
 */
export const DependentKeys: Story = {
  name: 'Dependent keys (key function)',
  parameters: { mockApi: { latency: 300 }, ...showCode(dependentKeysCode) },
  render: () => <DependentUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const namesakes = within(canvas.getByRole('group', { name: 'Namesakes' }))
    await expect(namesakes.getByRole('status')).toHaveTextContent('Waiting for the profile…')
    await expect(source.log.count()).toBeLessThanOrEqual(1) // only the profile, if anything

    await canvas.findByText(`Signed in as ${makeUser(0).name}`, {}, T)
    const list = await namesakes.findByRole('list', { name: 'Namesakes' }, T)
    await expect(itemsOf(list)).toEqual(makeUsers(100, 1, 'Lovelace').slice(0, 4).map((u) => u.name))
    await settled(source)
    await expect(urls(source)).toEqual(['/users?page=0&limit=1', '/users?page=0&limit=4&q=Lovelace'])
    const [profile, second] = source.log.entries()
    await expect(second.startedAt).toBeGreaterThanOrEqual(profile.endedAt!)
  },
}
