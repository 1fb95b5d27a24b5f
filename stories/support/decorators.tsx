// The preview's decorators: the theme around every story, and the story frame (own cache, own
// mock API, own request log) inside it.
import type { Decorator } from '@storybook/react-vite'
import { ThemeProvider } from 'styled-components'
import { darkTheme, lightTheme } from '../../src/theme/theme'
import type { MockApi } from './mockApi'
import { StoryFrame } from './StoryFrame'

/**
 * `parameters.theme: 'dark'` or the toolbar's theme. The themed area fills the story's frame
 * (stories use the `fullscreen` layout, so docs blocks add no white margin around it); in story
 * mode it fills the viewport too.
 */
export const withTheme: Decorator = (Story, context) => {
  const name = context.parameters.theme ?? context.globals.theme ?? 'light'
  const theme = name === 'dark' ? darkTheme : lightTheme
  return (
    <ThemeProvider theme={theme}>
      <div
        data-theme={name}
        style={{
          background: theme.colors.bg, color: theme.colors.text, padding: 16, fontFamily: theme.font.family,
          boxSizing: 'border-box', minHeight: context.viewMode === 'story' ? '100vh' : undefined,
        }}
      >
        <Story />
      </div>
    </ThemeProvider>
  )
}

export const withStoryFrame: Decorator = (Story, context) => (
  <StoryFrame
    storyId={context.id}
    storyName={context.name}
    fetchConfig={context.parameters.fetchConfig}
    docsCheck={context.parameters.docsCheck}
    api={context.loaded.mockApi as MockApi | undefined}
  >
    <Story />
  </StoryFrame>
)
