// Styled skin of the pager: PagerBase plus theme-driven CSS. All behaviour lives in usePager.
import { forwardRef } from 'react'
import { css, styled } from 'styled-components'
import { focusRing, themeOf as t } from '../shared/theme'
import { PagerBase } from './PagerBase'
import type { PagerBaseProps } from './PagerBase'

export type PagerProps = PagerBaseProps

/** The side of an item's target, 32px in the default theme (WCAG's minimum is 24px), from theme spacing. */
const targetSize = (p: { theme?: unknown }) => `calc(${t(p).space.xl} + ${t(p).space.sm})`

/**
 * The width of a page number's item: the widest number the pager can show (`--pager-digits`, set
 * by PagerBase) in tabular digits of 1ch each, plus the item's side padding and 1px borders, and
 * 1px more, as a browser rounds a text's width up to its layout units; at least a target's side.
 */
const pageWidth = (padding: 'xs' | 'sm') => (p: { theme?: unknown }) =>
  `max(${targetSize(p)}, calc(var(--pager-digits, 1) * 1ch + 2 * ${t(p).space[padding]} + 2px + 1px))`

/** First, Previous, Next and Last: the items the skin draws an arrow in. */
const controlItem = ":is([data-pager-item='first'], [data-pager-item='previous'], [data-pager-item='next'], [data-pager-item='last'])"

// On a phone's screen the control items show their arrow alone, so that Previous, seven page slots
// and Next fit on one line; their accessible names ("Next page") stay as they are. The arrow fills
// the square item and the words after it are clipped (font-size 0 would lose the arrow under a
// theme sized in em). Content with elements of its own (a renderItem's icon or arrows), which gets
// no arrow from the skin, keeps its words. Page numbers and ellipses take the same square up to
// two digits, and the width of the widest number beyond (pageSlots): the items that wrap to a
// second line (First and Last as well) are the same on every page, and Next stays under the
// thumb. (Comments here, not in the CSS, stay out of the bundle.)
const arrowsAloneOnPhones = css`
  @media (max-width: 30em) {
    & [data-pager-item='page'] > * {
      padding: 0 ${(p) => t(p).space.xs};
    }

    & ${controlItem} > *:not(:has(*)) {
      width: ${targetSize};
      padding: 0;
      overflow: hidden;
      justify-content: flex-start;
      white-space: nowrap;

      &::before,
      &::after {
        order: -1;
        flex: 0 0 100%;
        text-align: center;
      }
    }
  }
`

// Every page number's item is as wide as the widest number the pager can show, so that the items
// keep their widths as the current page moves, whatever the number of digits. The width is taken
// on the <li> in the current page's bold, whose digits are wider, and the item fills it: the
// current page is then no wider than the others (its content goes back to the regular weight,
// the current page's to bold). On a phone's screen, where the lines must break at the same item
// on every page, an ellipsis takes the same width: a line is as wide whichever slots are ellipses.
// Up to two digits this is the 32 px square of a phone's screen, as before.
const pageSlots = css`
  & [data-pager-item='page'] {
    min-width: ${pageWidth('sm')};
    font-weight: ${(p) => t(p).font.bold};
  }

  & [data-pager-item='page'] > * {
    flex-grow: 1;
    font-weight: ${(p) => t(p).font.weight};
  }

  @media (max-width: 30em) {
    & [data-pager-item='page'],
    & [data-pager-item$='ellipsis'] {
      min-width: ${pageWidth('xs')};
      font-weight: ${(p) => t(p).font.bold};
    }

    & [data-pager-item$='ellipsis'] > * {
      font-weight: ${(p) => t(p).font.weight};
    }
  }
`

const StyledPagerBase = styled(PagerBase)`
  font-family: ${(p) => t(p).font.family};
  font-size: ${(p) => t(p).font.size};
  color: ${(p) => t(p).colors.text};

  & > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => t(p).space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & > ul > li {
    display: flex;
    position: relative; /* anchors the visually hidden ellipsis label */
  }

  & a,
  & button {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${(p) => t(p).space.xs};
    min-width: ${targetSize};
    min-height: ${targetSize};
    margin: 0;
    padding: 0 ${(p) => t(p).space.sm};
    border: 1px solid ${(p) => t(p).colors.border};
    border-radius: ${(p) => t(p).radius.sm};
    background: ${(p) => t(p).colors.bg};
    color: ${(p) => t(p).colors.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    line-height: 1;
    text-decoration: none;
    cursor: pointer;
    transition: background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease;
  }

  & [data-pager-item$='ellipsis'] {
    align-items: center;
    justify-content: center;
    min-width: ${targetSize};
    color: ${(p) => t(p).colors.muted};
  }

  ${pageSlots}

  & a:hover,
  & button:hover {
    background: ${(p) => t(p).colors.surface};
    border-color: ${(p) => t(p).colors.muted};
  }

  & a:focus-visible,
  & button:focus-visible {
    ${focusRing}
  }

  & [aria-current='page'],
  & [aria-current='page']:hover {
    background: ${(p) => t(p).colors.accent};
    border-color: ${(p) => t(p).colors.accent};
    color: ${(p) => t(p).colors.accentText};
    font-weight: ${(p) => t(p).font.bold};
  }

  & [aria-disabled='true'],
  & [aria-disabled='true']:hover {
    background: ${(p) => t(p).colors.surface};
    border-color: ${(p) => t(p).colors.border};
    color: ${(p) => t(p).colors.muted};
    cursor: not-allowed;
  }

  & [data-pager-item='previous'] > *::before { content: '\\2039' / ''; }
  & [data-pager-item='next'] > *::after { content: '\\203A' / ''; }
  & [data-pager-item='first'] > *::before { content: '\\00AB' / ''; }
  & [data-pager-item='last'] > *::after { content: '\\00BB' / ''; }
  /* A renderItem's own content (an icon, arrows of its own) gets no second arrow. */
  & [data-pager-item] > *:has(*)::before,
  & [data-pager-item] > *:has(*)::after { content: none; }

  ${arrowsAloneOnPhones}

  @media (prefers-reduced-motion: reduce) {
    & a,
    & button {
      transition: none;
    }
  }
`

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * Accessible, themable pager. Pages are zero-based in props, one-based on screen.
 * Takes every `usePager` option plus `className`, `style`, `id`, `renderItem` and a `ref` (the
 * `<nav>` element). Colours, spacing, radii and fonts come from the styled-components theme
 * (`PagekitTheme`), falling back to `lightTheme` without a ThemeProvider.
 */
export const Pager = forwardRef<HTMLElement, Omit<PagerProps, 'ref'>>(function Pager(props, ref) {
  return <StyledPagerBase {...props} ref={ref} />
})
