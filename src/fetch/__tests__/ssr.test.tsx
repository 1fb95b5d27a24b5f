// @vitest-environment node
// Server rendering: no window, so IS_SERVER is true and effects never run.
import { renderToString } from 'react-dom/server'
import { FetchConfig, useFetch } from '../../index'

function Page({ k, fetcher, opts }: { k: string | null; fetcher: () => Promise<string>; opts?: object }) {
  const { data, isLoading, isValidating } = useFetch(k, fetcher, opts)
  return <p>{`${String(k)}:${String(data)}|loading:${isLoading}|validating:${isValidating}`}</p>
}

test('server render: no request; cached, fallback and fallbackData show; pending keys render as loading (as SWR)', () => {
  const fetcher = vi.fn(async () => 'x')
  const html = renderToString(
    <FetchConfig value={{ provider: () => new Map([['cached', { data: 'c' }]]), fallback: { fb: 'F' } }}>
      <Page k="a" fetcher={fetcher} />
      <Page k="fb" fetcher={fetcher} />
      <Page k="cached" fetcher={fetcher} />
      <Page k={null} fetcher={fetcher} />
      <Page k="own" fetcher={fetcher} opts={{ fallbackData: 'fd' }} />
    </FetchConfig>,
  )
  expect(fetcher).not.toHaveBeenCalled()
  expect(html).toContain('a:undefined|loading:true|validating:true')
  expect(html).toContain('fb:F|loading:true|validating:true')
  expect(html).toContain('cached:c|loading:true|validating:true')
  expect(html).toContain('null:undefined|loading:false|validating:false')
  expect(html).toContain('own:fd|loading:true|validating:true')
})

test('server render with suspense and no fallback data: a clear error, no request (as SWR)', () => {
  const fetcher = vi.fn(async () => 'x')
  expect(() => renderToString(
    <FetchConfig value={{ provider: () => new Map() }}><Page k="s" fetcher={fetcher} opts={{ suspense: true }} /></FetchConfig>,
  )).toThrow(/fallback data is required/)
  expect(fetcher).not.toHaveBeenCalled()
})

test('server render with suspense and fallback data renders it', () => {
  const fetcher = vi.fn(async () => 'x')
  const html = renderToString(
    <FetchConfig value={{ provider: () => new Map(), fallback: { s: 'server data' } }}>
      <Page k="s" fetcher={fetcher} opts={{ suspense: true }} />
    </FetchConfig>,
  )
  expect(html).toContain('s:server data')
  expect(fetcher).not.toHaveBeenCalled()
})
