// The README's code blocks, and the guides', are what a user pastes: each must compile as an app
// module.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { compileSnippets, tsxBlocks } from './compile-snippets'

/** The tsx blocks of a Markdown or MDX file of the repo, each compiled as an app module on its own, but those `skip` picks. */
function compileBlocks(file: string, skip: (code: string) => boolean = () => false) {
  const blocks = tsxBlocks(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'))
  const compiled = blocks.map((code, i) => ({ name: `${file} tsx block ${i + 1}`, code })).filter((b) => !skip(b.code))
  return { count: blocks.length, skipped: blocks.length - compiled.length, errors: compileSnippets(compiled) }
}

test('every tsx block of the README compiles on its own against the package', () => {
  const { count, errors } = compileBlocks('README.md')
  expect(count).toBeGreaterThanOrEqual(5)
  expect(errors).toEqual([])
}, 60_000)

test('every tsx block of the Getting started guide compiles on its own against the package', () => {
  const { count, errors } = compileBlocks('stories/guides/GettingStarted.mdx')
  expect(count).toBe(3)
  expect(errors).toEqual([])
}, 60_000)

// The one block left out shows the removed useFetchPages, the code a reader migrates from: its
// signature is gone (it is now `(...args: unknown[]) => never`), so it cannot compile.
test('every tsx block of the Choosing a pattern guide compiles on its own, but the removed useFetchPages it migrates from', () => {
  const { count, skipped, errors } = compileBlocks('stories/guides/ChoosingAPattern.mdx', (code) => /\buseFetchPages\(/.test(code))
  expect(count).toBe(10)
  expect(skipped).toBe(1)
  expect(errors).toEqual([])
}, 60_000)

// In parallel mode getKey gets null as the previous page, so a getKey that ends on the previous
// page's data never ends there: a snippet that combined the two showed "Load more" forever and
// requested empty pages past the end.
test('no tsx block of the README passes `parallel` with a getKey that ends on the previous page', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const contradictory = tsxBlocks(readme).filter((code) => /\bparallel:/.test(code) && /previousPageData\s*&&/.test(code))
  expect(contradictory).toEqual([])
})
