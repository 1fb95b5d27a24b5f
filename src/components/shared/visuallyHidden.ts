// Headless-safe helpers shared by the components (no styled-components import here).
import type { CSSProperties } from 'react'

/** Hides content visually but keeps it for assistive technology (live regions, sr-only text). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}
