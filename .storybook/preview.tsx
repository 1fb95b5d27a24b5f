import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import './docs.css'
import { mockApiCleanup, mockApiLoader } from '../stories/support/mockApi'
import { withStoryFrame, withTheme } from '../stories/support/decorators'
import { withControlErrors } from '../stories/support/ControlErrorBoundary'
import { appCodeTransform } from '../stories/support/code'

// Play functions wait for order and counts, not speed: waitFor and findBy give a loaded CI
// machine 4 s, not testing-library's 1 s (a wait for something that never happens still fails).
configure({ asyncUtilTimeout: 4000 })

// A docs page's content is the page's main content: a screen reader's "main" landmark leads to
// it (the preview's own HTML marks none).
document.getElementById('storybook-docs')?.setAttribute('role', 'main')

const preview: Preview = {
  // Every story gets its own mock API (parameters.mockApi), cache and request log; see stories/support.
  loaders: [mockApiLoader],
  beforeEach: mockApiCleanup,
  // Innermost first: a story's prop error from a control shows inside its frame and theme.
  decorators: [withControlErrors, withStoryFrame, withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the styled skins',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The theme decorator paints the story's whole frame, in docs blocks too.
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    // "Show code": a story's static `docs.source.code`, or its `appCode(args)` (stories/support/code.ts).
    docs: { source: { language: 'tsx', transform: appCodeTransform } },
    options: {
      storySort: {
        order: [
          'Guides', ['Getting started', 'Choosing a pattern'], 'Components', ['InfiniteList', 'LoadMoreButton', 'Pager', 'PagePreloader'], 'Patterns',
          'Hooks', ['useFetch', ['Basics', '*'], 'useFetchInfinite', ['Sources', '*', 'Playground']],
        ],
      },
    },
  },
}
export default preview
