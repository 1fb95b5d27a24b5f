// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { CHECKS, summarize } from '../../scripts/ci-summary.mjs'

let dir: string
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, JSON.stringify(value))
  return file
}
const checksPassed = CHECKS.map(() => 0)

const vitestReport = (files: Array<{ name: string, status: string, message?: string, tests: Array<[string, string, string?]> }>) => {
  const tests = files.flatMap((f) => f.tests)
  return {
    numTotalTests: tests.length,
    numPassedTests: tests.filter(([, status]) => status === 'passed').length,
    numFailedTests: tests.filter(([, status]) => status === 'failed').length,
    testResults: files.map((f) => ({
      name: path.join(dir, f.name), status: f.status, message: f.message ?? '',
      assertionResults: f.tests.map(([fullName, status, message]) => ({ fullName, status, failureMessages: message ? [message] : [] })),
    })),
  }
}
const browserReport = (passed: number, failures: string[] = []) => ({ passed, failed: failures.length, skipped: 0, failures })

interface Run { report: unknown, exitCode?: number }
/**
 * The summary of these runs, their reports written to files as CI has them (`report: null`: no
 * file). WebKit and Firefox default to one passed story each, and every check to exit code 0.
 */
const summaryOf = ({ vitest, webkit = { report: browserReport(1) }, firefox = { report: browserReport(1) }, checkExitCodes = checksPassed }:
  { vitest: Run, webkit?: Run, firefox?: Run, checkExitCodes?: number[] }) => {
  const runOf = (file: string, run: Run) => ({ report: run.report === null ? path.join(dir, file) : write(file, run.report), exitCode: run.exitCode ?? 0 })
  return summarize({ vitest: runOf('v.json', vitest), webkit: runOf('w.json', webkit), firefox: runOf('f.json', firefox), checkExitCodes, cwd: dir })
}

beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-summary-')) })
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the CI summary', () => {
  it('all green: one line, every test and story counted, each check as one', () => {
    const lines = summaryOf({
      vitest: { report: vitestReport([{ name: 'src/a.test.ts', status: 'passed', tests: [['a', 'passed'], ['b', 'passed']] }]) },
      webkit: { report: browserReport(3) },
      firefox: { report: browserReport(4) },
    })
    expect(lines).toEqual([`${2 + 3 + 4 + CHECKS.length} passed, 0 failed`])
  })

  it('names each failure above the counts: the file, the test and the first line of its error; the engine and the story', () => {
    const lines = summaryOf({
      vitest: {
        report: vitestReport([
          { name: 'stories/List.stories.tsx', status: 'failed', tests: [['List > scroll', 'failed', '\nError: Test timed out in 15000ms.\n    at stack'], ['List > ok', 'passed']] },
          { name: 'src/b.test.ts', status: 'failed', message: 'Failed to load url ./missing\nmore', tests: [] },
        ]),
        exitCode: 1,
      },
      webkit: { report: browserReport(211, ['components-x--y: expected [ 1, 0 ] to deeply equal [ 0, 1 ]\n  at play']), exitCode: 1 },
      firefox: { report: browserReport(212) },
      checkExitCodes: CHECKS.map((check) => (check === 'package check' ? 1 : 0)),
    })
    expect(lines).toEqual([
      'failed: vitest: stories/List.stories.tsx > List > scroll: Error: Test timed out in 15000ms.',
      'failed: vitest: src/b.test.ts: Failed to load url ./missing',
      'failed: WebKit: components-x--y: expected [ 1, 0 ] to deeply equal [ 0, 1 ]',
      'failed: package check: exit code 1',
      `${1 + 211 + 212 + CHECKS.length - 1} passed, 3 failed`,
    ])
  })

  it('a missing report, a run that played nothing, or a failed exit code with nothing failed each counts and names one failure', () => {
    const lines = summaryOf({
      vitest: { report: vitestReport([{ name: 'src/a.test.ts', status: 'passed', tests: [['a', 'passed']] }]), exitCode: 1 },
      webkit: { report: browserReport(0) },
      firefox: { report: null, exitCode: 1 },
    })
    expect(lines.slice(0, 3)).toEqual(['failed: vitest: exit code 1', 'failed: WebKit: no story played', expect.stringMatching(/^failed: Firefox: no report \(ENOENT/)])
    expect(lines.at(-1)).toBe(`${1 + CHECKS.length} passed, 3 failed`)
  })

  it('names each story a browser runner played again because the browser died, counted once by its last outcome', () => {
    const lines = summaryOf({
      vitest: { report: vitestReport([{ name: 'src/a.test.ts', status: 'passed', tests: [['a', 'passed']] }]) },
      webkit: { report: { ...browserReport(219, ['b--story: WebKit: invalid session id']), replayed: ['a--story', 'b--story'] }, exitCode: 1 },
    })
    expect(lines).toEqual([
      'played again after the browser died: WebKit: a--story',
      'played again after the browser died: WebKit: b--story',
      'failed: WebKit: b--story: WebKit: invalid session id',
      `${1 + 219 + 1 + CHECKS.length} passed, 1 failed`,
    ])
  })

  it('a test file that failed to load, with no test failed, is one failure named by its file', () => {
    const lines = summaryOf({
      vitest: {
        report: vitestReport([
          { name: 'src/a.test.ts', status: 'passed', tests: [['a', 'passed']] },
          { name: 'src/b.test.ts', status: 'failed', message: 'Failed to load url ./missing', tests: [] },
        ]),
        exitCode: 1,
      },
    })
    expect(lines).toEqual(['failed: vitest: src/b.test.ts: Failed to load url ./missing', `${3 + CHECKS.length} passed, 1 failed`])
  })

  it('a vitest run of no test is a failure', () => {
    const lines = summaryOf({ vitest: { report: vitestReport([]) } })
    expect(lines).toEqual(['failed: vitest: no test ran', `${2 + CHECKS.length} passed, 1 failed`])
  })

  it('cuts a long failure line to 400 characters', () => {
    const lines = summaryOf({ vitest: { report: vitestReport([{ name: 'src/a.test.ts', status: 'failed', tests: [['a', 'failed', 'x'.repeat(1000)]] }]), exitCode: 1 } })
    expect(lines[0]).toHaveLength(400)
  })

  it('run as .ci/run runs it: the same lines on standard output, from the arguments in order', () => {
    const args = [
      write('v.json', vitestReport([{ name: 'src/a.test.ts', status: 'passed', tests: [['a', 'passed']] }])), '0',
      write('w.json', browserReport(2)), '0',
      write('f.json', browserReport(2, ['components-y--z: no outcome within 90 s'])), '1',
      ...CHECKS.map((check) => (check === 'lint' ? '2' : '0')),
    ]
    const output = execFileSync(process.execPath, [path.resolve('scripts/ci-summary.mjs'), ...args], { encoding: 'utf8', cwd: dir })
    expect(output.trim().split('\n')).toEqual([
      'failed: Firefox: components-y--z: no outcome within 90 s',
      'failed: lint: exit code 2',
      `${1 + 2 + 2 + CHECKS.length - 1} passed, 2 failed`,
    ])
  })
})
