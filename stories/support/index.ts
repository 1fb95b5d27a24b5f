// The story support: one home for what every story shares. Not part of the library.
// - StoryFrame / decorators: each story's own cache, mock API and request log (docs-mode isolation)
// - ControlErrorBoundary: a prop error a control value causes, shown in place of the demo
// - mockApi: `parameters.mockApi`, `useMockApi()`, `mockApiOf(context)`
// - ui / RequestLog: themed demo chrome, the request log, a page list
// - play: play-function helpers; code: "Show code" helpers; docsCheck: docs-mode expectations;
//   ownWindow: a story in a frame of its own on the docs page, which it does not play there
// - engine: which browser plays the story, where the browsers' right answers differ
// - store: a tiny external store, for demos whose app keeps state outside React
export { withStoryFrame, withTheme } from './decorators'
export { ControlErrorBoundary, withControlErrors, type ControlErrorBoundaryProps } from './ControlErrorBoundary'
export { StoryFrame, type StoryFrameProps } from './StoryFrame'
export {
  createMockApi, mockApiOf, useMockApi, MockApiContext,
  type MockApi, type MockApiOptions, type MockEndpoint, type MockEndpointFactory,
} from './mockApi'
export { isFailed, PageList, RequestLog, type PageListProps, type RequestLogProps } from './RequestLog'
export { Button, Card, Checkbox, Controls, describeError, Input, Note, Problem, Status, themeOf, UserList, useStoryTheme } from './ui'
export { expectLog, itemsOf, names, quietFor, settled, T, urls } from './play'
export { appCodeTransform, dedent, jsValue, jsxProps, showCode, showCodeFromArgs } from './code'
export { type DocsCheck } from './docsCheck'
export { inOwnWindow, isStoryFrameOnDocsPage, playExceptOnDocsPage, type PlaysExceptOnDocsPage } from './ownWindow'
export { browserEngine, type Engine } from './engine'
export { createStore, type Store } from './store'
