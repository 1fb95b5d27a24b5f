import { useState } from 'react'
import { useFetch } from '../../../../src'
import { usersUrl } from '../../../../mocks'
import { button, Card, Checkbox, Controls, fetchUsers, Status, UserList } from './support'

const key = usersUrl({ page: 0, limit: 3 })

export interface PollingUsersProps {
  /** Polling period in ms while polling is on. */
  interval: number
  /** Called by "Change data on the server" (the story passes its source's `bump`). */
  onServerChange: () => void
}

/** `refreshInterval` with a switch: an interval of 0 stops polling. */
export function PollingUsers({ interval, onServerChange }: PollingUsersProps) {
  const [polling, setPolling] = useState(true)
  const { data, isLoading } = useFetch(key, fetchUsers, { refreshInterval: polling ? interval : 0 })
  return (
    <Card title="Polled users">
      <Status>{isLoading ? 'Loading users…' : polling ? `Polling every ${interval} ms` : 'Polling stopped'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Checkbox label={`Poll every ${interval} ms`} checked={polling} onChange={setPolling} />
        <button type="button" style={button} onClick={onServerChange}>Change data on the server</button>
      </Controls>
    </Card>
  )
}

/**
 * Polling while the tab may be hidden. "Simulate a hidden tab" feeds the config's `isVisible`
 * probe (a real hidden tab counts as well), so the story can show what `refreshWhenHidden` changes.
 */
export function HiddenTabUsers({ interval }: { interval: number }) {
  const [hidden, setHidden] = useState(false)
  const [whenHidden, setWhenHidden] = useState(false)
  const { data, isLoading } = useFetch(key, fetchUsers, {
    refreshInterval: interval,
    refreshWhenHidden: whenHidden,
    isVisible: () => !hidden && document.visibilityState !== 'hidden',
  })
  const polls = hidden && !whenHidden ? 'Not polling: the tab is hidden' : `Polling every ${interval} ms`
  return (
    <Card title="Users polled in a background tab">
      <Status>{isLoading ? 'Loading users…' : polls}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Checkbox label="Simulate a hidden tab" checked={hidden} onChange={setHidden} />
        <Checkbox label="refreshWhenHidden" checked={whenHidden} onChange={setWhenHidden} />
      </Controls>
    </Card>
  )
}

/**
 * `isPaused`: while it returns true, no revalidation starts, whether from polling or from focus.
 * The switch feeds it; polling runs every `interval` ms and focus revalidation is on.
 */
export function PausableUsers({ interval }: { interval: number }) {
  const [paused, setPaused] = useState(false)
  const { data, isLoading } = useFetch(key, fetchUsers, {
    refreshInterval: interval,
    revalidateOnFocus: true,
    focusThrottleInterval: 0,
    isPaused: () => paused,
  })
  return (
    <Card title="Pausable users">
      <Status>{isLoading ? 'Loading users…' : paused ? 'Paused: no requests' : `Polling every ${interval} ms`}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Checkbox label="Pause" checked={paused} onChange={setPaused} />
        <button type="button" style={button} onClick={() => window.dispatchEvent(new Event('focus'))}>Simulate focus</button>
      </Controls>
    </Card>
  )
}
