// Theme access for the styled skins (styled-components only; never imported by headless code).
import { css } from 'styled-components'
import { lightTheme } from '../../theme/theme'
import type { PagekitTheme } from '../../theme/theme'

/** The PagekitTheme from styled-components' ThemeProvider, or `lightTheme` without one. */
export const themeOf = (p: { theme?: unknown }): PagekitTheme => {
  const theme = p.theme as Partial<PagekitTheme> | undefined
  return theme?.colors && theme.space && theme.radius && theme.font && theme.focusRing ? (theme as PagekitTheme) : lightTheme
}

/**
 * The visible focus ring of every control, from the theme. A thin background-coloured gap keeps
 * it visible next to accent-filled elements; the transparent `outline` is what forced-colors
 * mode draws, where shadows are not.
 */
export const focusRing = css`
  outline: 2px solid transparent;
  outline-offset: 2px;
  box-shadow: 0 0 0 1px ${(p) => themeOf(p).colors.bg}, ${(p) => themeOf(p).focusRing} ${(p) => themeOf(p).colors.focus};
`

/** The same ring drawn inside the element, so a scroll container around it cannot clip it. */
export const insetFocusRing = css`
  outline: 2px solid transparent;
  outline-offset: -2px;
  box-shadow: inset ${(p) => themeOf(p).focusRing} ${(p) => themeOf(p).colors.focus};
`
