// Story helpers (not part of the library): live MSW request log and a page list view.
// Usage: const source = createUsersSource({ total: 45, latency: 300 })  (from '../mocks')
//   meta: { parameters: { msw: { handlers: source.handlers } }, beforeEach: () => source.reset() }
//   render: <><MyList /><RequestLog log={source.log} /></>
export { PageList, RequestLog, type PageListProps, type RequestLogProps } from './RequestLog'
export { withCacheAndLog } from './withCacheAndLog'
