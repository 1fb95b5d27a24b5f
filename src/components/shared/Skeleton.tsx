// Loading placeholders for the styled skins (styled-components; not part of `pagekit/headless`).
import { styled, keyframes } from 'styled-components'
import { themeOf } from './theme'
import { visuallyHidden } from './visuallyHidden'

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

/** One grey bar with a shimmer; static under `prefers-reduced-motion: reduce`. */
export const SkeletonBar = styled.span<{ $width?: string }>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => themeOf(p).font.size};
  border-radius: ${(p) => themeOf(p).radius.sm};
  background: linear-gradient(
    90deg,
    ${(p) => themeOf(p).colors.skeleton} 25%,
    ${(p) => themeOf(p).colors.skeletonShine} 50%,
    ${(p) => themeOf(p).colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${(p) => themeOf(p).colors.skeleton};
  }
`

const Row = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).space.xs};
  padding: ${(p) => themeOf(p).space.md} ${(p) => themeOf(p).space.lg};
  border-bottom: 1px solid ${(p) => themeOf(p).colors.border};
`

const WIDTHS = ['62%', '48%', '70%', '55%', '66%']

export interface SkeletonRowsProps {
  /** Number of placeholder rows (default 3). */
  rows?: number
  /** Screen-reader text (the rows themselves are hidden from assistive technology). */
  label: string
}

/** Placeholder rows shaped like list items, with a visually hidden label. */
export function SkeletonRows({ rows = 3, label }: SkeletonRowsProps) {
  return (
    <span data-pagekit-skeleton="" style={{ display: 'block' }}>
      <span aria-hidden="true" style={{ display: 'block' }}>
        {Array.from({ length: rows }, (_, i) => (
          <Row key={i}>
            <SkeletonBar $width={WIDTHS[i % WIDTHS.length]} />
            <SkeletonBar $width="35%" />
          </Row>
        ))}
      </span>
      <span style={visuallyHidden}>{label}</span>
    </span>
  )
}
