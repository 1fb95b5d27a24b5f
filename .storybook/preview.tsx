import React from 'react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { ThemeProvider } from 'styled-components'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { lightTheme, darkTheme } from '../src/theme/theme'

// Theme decorator: stories pick `parameters.theme: 'dark'` or the toolbar's theme global.
const withTheme: Decorator = (Story, context) => {
  const name = context.parameters.theme ?? context.globals.theme ?? 'light'
  const theme = name === 'dark' ? darkTheme : lightTheme
  return (
    <ThemeProvider theme={theme}>
      <div style={{ background: theme.colors.bg, color: theme.colors.text, padding: 16, fontFamily: theme.font.family }}>
        <Story />
      </div>
    </ThemeProvider>
  )
}

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the styled skins',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
}
export default preview
