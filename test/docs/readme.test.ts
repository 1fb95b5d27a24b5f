// The README's code blocks are what a new user pastes first: each must compile as an app module.
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
