import type { Decorator } from '@storybook/react-vite'
import { FetchConfig } from '../../src'
import type { RequestLog as Log } from '../../mocks'
import { RequestLog } from './RequestLog'

/** Gives each story its own cache (so stories never share data) and shows the source's request log under it. */
export const withCacheAndLog = (log: Log): Decorator => (Story) => (
  <FetchConfig value={{ provider: () => new Map() }}>
    <div style={{ display: 'grid', gap: 16 }}>
      <Story />
      <RequestLog log={log} />
    </div>
  </FetchConfig>
)
