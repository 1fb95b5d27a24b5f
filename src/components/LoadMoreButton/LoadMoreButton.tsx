// Styled skin of the Load more button: LoadMoreButtonBase plus theme-driven CSS.
import { forwardRef, type ForwardedRef, type ReactElement } from 'react'
import { styled, keyframes } from 'styled-components'
import { focusRing, themeOf } from '../shared/theme'
import { LoadMoreButtonBase } from './LoadMoreButtonBase'
import type { LoadMoreButtonBaseProps } from './LoadMoreButtonBase'

export type LoadMoreButtonProps<Data = unknown> = LoadMoreButtonBaseProps<Data>

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const StyledLoadMoreButton = styled(LoadMoreButtonBase)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => themeOf(p).space.sm};
  min-height: calc(${(p) => themeOf(p).space.xl} + ${(p) => themeOf(p).space.lg});
  min-width: 10em;
  margin: 0;
  padding: 0 ${(p) => themeOf(p).space.lg};
  border: 1px solid ${(p) => themeOf(p).colors.border};
  border-radius: ${(p) => themeOf(p).radius.md};
  background: ${(p) => themeOf(p).colors.surface};
  color: ${(p) => themeOf(p).colors.text};
  font-family: ${(p) => themeOf(p).font.family};
  font-size: ${(p) => themeOf(p).font.size};
  font-weight: ${(p) => themeOf(p).font.bold};
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease;

  &:hover {
    border-color: ${(p) => themeOf(p).colors.accent};
  }

  &:focus-visible {
    ${focusRing}
  }

  &[data-state='error'] {
    border-color: ${(p) => themeOf(p).colors.danger};
    color: ${(p) => themeOf(p).colors.danger};
  }

  &[aria-disabled='true'],
  &[aria-disabled='true']:hover {
    border-color: ${(p) => themeOf(p).colors.border};
    color: ${(p) => themeOf(p).colors.muted};
    cursor: not-allowed;
  }

  &[data-state='loading'] {
    cursor: progress;
  }

  &[data-state='loading']::before {
    content: '';
    width: 1em;
    height: 1em;
    border: 2px solid ${(p) => themeOf(p).colors.skeleton};
    border-top-color: ${(p) => themeOf(p).colors.accent};
    border-radius: ${(p) => themeOf(p).radius.pill};
    animation: ${spin} 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &[data-state='loading']::before {
      animation: none;
    }
  }
`

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * Themed Load more button. Standalone with a `useFetchInfinite` response (`isLoadingMore`, `hasMore`), or with
 * no props inside `<InfiniteList loadMode="manual">`. Pending: `aria-disabled`, "Loading…";
 * end: "No more items"; after an error: "Retry". Colours, spacing, radii and fonts come from the
 * styled-components theme (`PagekitTheme`), falling back to `lightTheme`.
 */
export const LoadMoreButton = forwardRef(function LoadMoreButton<Data = unknown>(
  props: Omit<LoadMoreButtonProps<Data>, 'ref'>, ref: ForwardedRef<HTMLButtonElement>,
) {
  return <StyledLoadMoreButton {...(props as LoadMoreButtonBaseProps<unknown>)} ref={ref} />
}) as <Data = unknown>(props: LoadMoreButtonProps<Data>) => ReactElement
