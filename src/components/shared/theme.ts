// Theme access for the styled skins (styled-components only; never imported by headless code).
import { css } from 'styled-components'
import { lightTheme } from '../../theme/theme'
import type { PagekitTheme } from '../../theme/theme'

/** The PagekitTheme from styled-components' ThemeProvider, or `lightTheme` without one. */
export const themeOf = (p: { theme?: unknown }): PagekitTheme => {
  const theme = p.theme as Partial<PagekitTheme> | undefined
  return theme?.colors && theme.space && theme.radius && theme.font && theme.focusRing ? (theme as PagekitTheme) : lightTheme
}

/** A visible focus ring from the theme; `outline` keeps it in forced-colors mode. */
export const focusRing = css`
  outline: 2px solid transparent;
  outline-offset: 2px;
  box-shadow: 0 0 0 1px ${(p) => themeOf(p).colors.bg}, ${(p) => themeOf(p).focusRing} ${(p) => themeOf(p).colors.focus};
`
