// The README's code blocks, and the Getting started guide's, are what a new user pastes first:
// each must compile as an app module.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { compileSnippets, tsxBlocks } from './compile-snippets'

test('every tsx block of the README compiles on its own against the package', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const blocks = tsxBlocks(readme)
  expect(blocks.length).toBeGreaterThanOrEqual(5)
  expect(compileSnippets(blocks.map((code, i) => ({ name: `README.md tsx block ${i + 1}`, code })))).toEqual([])
}, 60_000)

test('every tsx block of the Getting started guide compiles on its own against the package', () => {
  const guide = readFileSync(path.resolve(import.meta.dirname, '../../stories/guides/GettingStarted.mdx'), 'utf8')
  const blocks = tsxBlocks(guide)
  expect(blocks.length).toBe(3)
  expect(compileSnippets(blocks.map((code, i) => ({ name: `GettingStarted.mdx tsx block ${i + 1}`, code })))).toEqual([])
}, 60_000)

// In parallel mode getKey gets null as the previous page, so a getKey that ends on the previous
// page's data never ends there: a snippet that combined the two showed "Load more" forever and
// requested empty pages past the end.
test('no tsx block of the README passes `parallel` with a getKey that ends on the previous page', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const contradictory = tsxBlocks(readme).filter((code) => /\bparallel:/.test(code) && /previousPageData\s*&&/.test(code))
  expect(contradictory).toEqual([])
})
