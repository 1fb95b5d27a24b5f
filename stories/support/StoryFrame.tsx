// The frame every story renders in (a preview decorator): its own cache, its own mock API and
// request log, and the markers the docs-mode test reads. This is what keeps the stories of a
// docs page apart; no story has to do anything for it.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { FetchConfig, type FetchConfigValue } from '../../src'
import type { DocsCheck } from './docsCheck'
import { MockApiContext, type MockApi } from './mockApi'
import { isFailed, RequestLog } from './RequestLog'

export interface StoryFrameProps {
  storyId: string
  /** Names the story's request logs: a docs page holds one per story. */
  storyName?: string
  /**
   * `parameters.fetchConfig`: options of the story's `FetchConfig` (which always has its own cache
   * and, with a mock API, its fetcher); `false` for none: the story uses the default cache.
   */
  fetchConfig?: FetchConfigValue | false | undefined
  /** `parameters.docsCheck`. */
  docsCheck?: DocsCheck | undefined
  /** The mock API `mockApiLoader` made: none for a story without `parameters.mockApi`. */
  api?: MockApi | undefined
  children: ReactNode
}

const Frame = styled.div`
  display: grid;
  gap: 16px;
  & > * { min-width: 0; }
  /* A grid stretches its items: a button that is the whole demo keeps the width it has in an app. */
  & > button { justify-self: start; }
`

// A polling story's log would grow by a row at every poll and push the rest of its docs page
// down for as long as it grows: it shows the latest few requests in a box that keeps its height.
const POLLING_LOG = { rows: 5, fixedHeight: true }

/** Keeps the frame's request counters up to date without re-rendering the story. */
function useRequestCounters(api: MockApi | undefined) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || !api) return undefined
    const update = () => {
      const entries = api.logs.flatMap(({ log }) => log.entries())
      el.setAttribute('data-requests', String(entries.length))
      el.setAttribute('data-pending', String(entries.filter((e) => e.endedAt === undefined).length))
      el.setAttribute('data-failed', String(entries.filter(isFailed).length))
    }
    update()
    const stops = api.logs.map(({ log }) => log.subscribe(update))
    return () => stops.forEach((stop) => stop())
  }, [api])
  return ref
}

export function StoryFrame({ storyId, storyName, fetchConfig, docsCheck, api, children }: StoryFrameProps) {
  const ref = useRequestCounters(api)
  // A new cache for every rendered story: stories never share data, wherever they render. With
  // a mock API, its `fetchJson` is the default fetcher (for hooks called without one).
  const [provider] = useState(() => () => new Map())
  const value = { provider, ...(api && { fetcher: api.fetchJson }), ...fetchConfig }
  const story = fetchConfig === false ? children : <FetchConfig value={value}>{children}</FetchConfig>
  return (
    <Frame
      ref={ref}
      data-docs-story={storyId}
      data-docs-check={JSON.stringify(docsCheck ?? {})}
      data-mock-scope={api?.scope}
    >
      <MockApiContext.Provider value={api}>{story}</MockApiContext.Provider>
      {api?.logs.map(({ caption, log }) => (
        <RequestLog key={caption} log={log} caption={caption} story={storyName} {...(docsCheck?.polls && POLLING_LOG)} />
      ))}
    </Frame>
  )
}
