import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { Pager, PagerBase } from './index'
import * as headless from './headless'
import { darkTheme } from '../../theme/theme'

describe('<Pager> (styled)', () => {
  it('works without a ThemeProvider (light theme fallback)', async () => {
    render(<Pager pageCount={10} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav.className).not.toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  it('takes colours from the theme', () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <Pager pageCount={3} />
      </ThemeProvider>,
    )
    const css = Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n')
    expect(css).toContain(darkTheme.colors.accent)
    expect(css).toContain('prefers-reduced-motion')
    expect(css).toContain(':focus-visible')
  })

  it('passes className through and keeps the headless markup', () => {
    render(<Pager pageCount={3} className="mine" hrefBuilder={(p) => `#p${p}`} />)
    const nav = screen.getByRole('navigation')
    expect(nav).toHaveClass('mine')
    expect(nav.querySelector('li[data-pager-item="next"] a[rel="next"]')).not.toBeNull()
  })
})

describe('<Pager> attributes', () => {
  it('aria-* and data-* attributes go on the <nav>; aria-labelledby names it instead of the default label', () => {
    render(
      <>
        <h2 id="pages-title">User pages</h2>
        <Pager pageCount={3} aria-labelledby="pages-title" aria-describedby="pages-hint" data-testid="user-pager" />
      </>,
    )
    const nav = screen.getByRole('navigation', { name: 'User pages' })
    expect(nav).not.toHaveAttribute('aria-label')
    expect(nav).toHaveAttribute('aria-describedby', 'pages-hint')
    expect(nav).toHaveAttribute('data-testid', 'user-pager')
  })

  it("an aria-label stays the nav's name", () => {
    render(<Pager pageCount={3} aria-label="User pages" />)
    expect(screen.getByRole('navigation', { name: 'User pages' })).toHaveAttribute('aria-label', 'User pages')
  })

  it('a ref on the styled or the unstyled pager is the <nav> element, with no React warning', () => {
    const styledRef = createRef<HTMLElement>()
    const baseRef = createRef<HTMLElement>()
    const consoleError = vi.spyOn(console, 'error')
    try {
      render(
        <>
          <Pager ref={styledRef} pageCount={3} aria-label="styled" />
          <PagerBase ref={baseRef} pageCount={3} aria-label="base" />
        </>,
      )
      expect(styledRef.current).toBe(screen.getByRole('navigation', { name: 'styled' }))
      expect(baseRef.current).toBe(screen.getByRole('navigation', { name: 'base' }))
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })
})

describe('--pager-digits on the <nav>: the digits of the widest page number the pager can show', () => {
  const digits = () => screen.getByRole('navigation').style.getPropertyValue('--pager-digits')

  it("with a known count, its digits on every page, whether the styled or the unstyled pager", () => {
    const { rerender } = render(<Pager pageCount={250} page={0} />)
    expect(digits()).toBe('3')
    rerender(<PagerBase pageCount={250} page={249} />)
    expect(digits()).toBe('3')
    rerender(<PagerBase pageCount={99} page={0} />)
    expect(digits()).toBe('2')
    rerender(<PagerBase pageCount={0} />)
    expect(digits()).toBe('1')
  })

  it('with an unknown total, the largest number shown: it grows as the user pages on', () => {
    const { rerender } = render(<Pager page={97} hasNext />)
    expect(digits()).toBe('2') // up to 99
    rerender(<Pager page={98} hasNext />)
    expect(digits()).toBe('3') // 100, the next page, is shown
    rerender(<Pager page={98} hasNext={false} />)
    expect(digits()).toBe('2')
  })

  it("the app's style keeps its own properties and may set it", () => {
    render(<Pager page={3} hasNext style={{ color: 'red', ['--pager-digits' as string]: 4 }} />)
    expect(digits()).toBe('4')
    expect(screen.getByRole('navigation')).toHaveStyle({ color: 'rgb(255, 0, 0)' })
  })
})

describe('headless entry', () => {
  it('exports the hook, markup and pure helpers but no styled Pager', () => {
    expect(Object.keys(headless).sort()).toEqual(
      ['PagerBase', 'defaultPagerLabels', 'getPagerItems', 'isPagerEllipsis', 'paginationRange', 'renderPagerItem', 'usePager'],
    )
  })

  it('never imports styled-components or the theme, directly or indirectly', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname)
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      for (const [, spec] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
        expect(spec, `${path.basename(file)} imports ${spec}`).not.toMatch(/styled-components|theme/)
        if (spec.startsWith('.')) {
          const base = path.resolve(path.dirname(file), spec)
          const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
          const next = candidates.find((c) => { try { readFileSync(c); return true } catch { return false } })
          if (next) visit(next)
        }
      }
    }
    visit(path.join(dir, 'headless.ts'))
    expect(seen.size).toBeGreaterThan(4)
  })
})
