// Design tokens for the styled skins. Every colour, space, radius and font a skin uses comes
// from here, so an app can restyle everything through styled-components' ThemeProvider.
export interface PagekitTheme {
  colors: {
    bg: string
    surface: string
    text: string
    muted: string
    border: string
    accent: string
    accentText: string
    focus: string
    danger: string
    skeleton: string
    skeletonShine: string
  }
  space: { xs: string; sm: string; md: string; lg: string; xl: string }
  radius: { sm: string; md: string; pill: string }
  font: { family: string; size: string; small: string; weight: number; bold: number }
  focusRing: string
}

export const lightTheme: PagekitTheme = {
  colors: {
    bg: '#ffffff',
    surface: '#f6f8fa',
    text: '#1f2328',
    muted: '#59636e',
    border: '#d1d9e0',
    accent: '#0b57d0',
    accentText: '#ffffff',
    focus: '#0b57d0',
    danger: '#b3261e',
    skeleton: '#e6eaef',
    skeletonShine: '#f3f5f8',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: '14px',
    small: '12px',
    weight: 400,
    bold: 600,
  },
  focusRing: '0 0 0 3px',
}

export const darkTheme: PagekitTheme = {
  ...lightTheme,
  colors: {
    bg: '#0d1117',
    surface: '#151b23',
    text: '#f0f6fc',
    muted: '#9198a1',
    border: '#3d444d',
    accent: '#4493f8',
    accentText: '#0d1117',
    focus: '#4493f8',
    danger: '#ff7b72',
    skeleton: '#262c36',
    skeletonShine: '#313843',
  },
}
