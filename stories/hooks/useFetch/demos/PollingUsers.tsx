import { useState } from 'react'
import { useFetch } from '../../../../src'
import { type User, usersUrl } from '../../../../mocks'
import { Button, Card, Checkbox, Controls, Status, useMockApi, UserList } from '../../../support'

const key = usersUrl({ page: 0, limit: 3 })

/** `refreshInterval` with a switch: an interval of 0 stops polling. */
export function PollingUsers({ interval }: { interval: number }) {
  const api = useMockApi()
  const [polling, setPolling] = useState(true)
  const { data, isLoading } = useFetch(key, api.fetchJson<User[]>, { refreshInterval: polling ? interval : 0 })
  return (
    <Card title="Polled users">
      <Status>{isLoading ? 'Loading users…' : polling ? `Polling every ${interval} ms` : 'Polling stopped'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Checkbox label={`Poll every ${interval} ms`} checked={polling} onChange={setPolling} />
        <Button onClick={() => api.users.bump()}>Change data on the server</Button>
      </Controls>
    </Card>
  )
}

/**
 * Polling while the tab may be hidden. "Simulate a hidden tab" feeds the config's `isVisible`
 * probe (a real hidden tab counts as well), so the story can show what `refreshWhenHidden` changes.
 */
export function HiddenTabUsers({ interval }: { interval: number }) {
  const api = useMockApi()
  const [hidden, setHidden] = useState(false)
  const [whenHidden, setWhenHidden] = useState(false)
  const { data, isLoading } = useFetch(key, api.fetchJson<User[]>, {
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
 * Polling while the browser may be offline. "Simulate being offline" feeds the config's
 * `isOnline` probe (a real loss of the network counts as well), so the story can show what
 * `refreshWhenOffline` changes.
 */
export function OfflineUsers({ interval }: { interval: number }) {
  const api = useMockApi()
  const [offline, setOffline] = useState(false)
  const [whenOffline, setWhenOffline] = useState(false)
  const { data, isLoading } = useFetch(key, api.fetchJson<User[]>, {
    refreshInterval: interval,
    refreshWhenOffline: whenOffline,
    isOnline: () => !offline && navigator.onLine,
  })
  const polls = offline && !whenOffline ? 'Not polling: the browser is offline' : `Polling every ${interval} ms`
  return (
    <Card title="Users polled while offline">
      <Status>{isLoading ? 'Loading users…' : polls}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Checkbox label="Simulate being offline" checked={offline} onChange={setOffline} />
        <Checkbox label="refreshWhenOffline" checked={whenOffline} onChange={setWhenOffline} />
      </Controls>
    </Card>
  )
}

/**
 * `isPaused`: while it returns true, no revalidation starts, whether from polling or from focus.
 * The switch feeds it; polling runs every `interval` ms and focus revalidation is on.
 */
export function PausableUsers({ interval }: { interval: number }) {
  const api = useMockApi()
  const [paused, setPaused] = useState(false)
  const { data, isLoading } = useFetch(key, api.fetchJson<User[]>, {
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
        <Button onClick={() => window.dispatchEvent(new Event('focus'))}>Simulate focus</Button>
      </Controls>
    </Card>
  )
}
