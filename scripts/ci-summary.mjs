// CI's last lines: every failure named (`failed: …`), then `N passed, N failed`. The counts come
// from vitest's JSON report (each unit, story and docs test), the WebKit and Firefox runners'
// reports (each story) and the exit codes of the checks that have no report (each counts as
// one), so a broken build can never hide behind green tests. The failures are named here again,
// as a reader of a CI log often sees only its tail, and each tool's own report is far above.
//
// node scripts/ci-summary.mjs <vitest report> <vitest exit code> <WebKit report> <WebKit exit
// code> <Firefox report> <Firefox exit code> <exit code of each check in CHECKS' order>
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const CHECKS = ['typecheck', 'lint', 'build', 'dist check', 'package check', 'size check']

// The longest a failure's line gets: a name and the first line of its error, not a stack.
const LINE_LIMIT = 400

const firstLine = (message) => String(message ?? '').split('\n').find((line) => line.trim()) ?? ''

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))

function vitestReport(report, cwd) {
  const failures = []
  let failed = report.numFailedTests
  if (report.numTotalTests === 0) {
    failed += 1
    failures.push('no test ran')
  }
  for (const file of report.testResults) {
    const name = path.relative(cwd, file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
    // A file that failed outside its tests (an import error, a failing hook) names itself.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`)
  }
  return { passed: report.numPassedTests, failed, failures }
}

// A browser run counts its stories; one that played nothing is one failure. Stories played again
// because the browser died under them are named too, so a crash that recurs shows in the tail.
function browserReport(report) {
  const failures = (report.failures ?? []).map(firstLine)
  const replayed = report.replayed ?? []
  if (report.passed + report.failed > 0) return { passed: report.passed, failed: report.failed, failures, replayed }
  return { passed: 0, failed: 1, failures: [...failures, 'no story played'], replayed }
}

// One tool's counts from its report; no report, or a failed exit code with nothing failed, is
// one failure. Each failure is named after the tool.
function toolCounts(tool, { report: file, exitCode }, readReport) {
  let counts
  try {
    counts = readReport(readJson(file))
  } catch (error) {
    counts = { passed: 0, failed: 1, failures: [`no report (${error.message})`] }
  }
  if (exitCode !== 0 && counts.failed === 0) {
    counts = { ...counts, failed: 1, failures: counts.failures.length ? counts.failures : [`exit code ${exitCode}`] }
  }
  return { ...counts, failures: counts.failures.map((failure) => `${tool}: ${failure}`), replayed: (counts.replayed ?? []).map((id) => `${tool}: ${id}`) }
}

/** The summary's lines: one per story played again, one per failure, then `N passed, N failed`. */
export function summarize({ vitest, webkit, firefox, checkExitCodes, cwd = process.cwd() }) {
  const parts = [
    toolCounts('vitest', vitest, (report) => vitestReport(report, cwd)),
    toolCounts('WebKit', webkit, browserReport),
    toolCounts('Firefox', firefox, browserReport),
    ...CHECKS.map((check, i) => checkExitCodes[i] === 0
      ? { passed: 1, failed: 0, failures: [] }
      : { passed: 0, failed: 1, failures: [`${check}: exit code ${checkExitCodes[i] ?? 'missing'}`] }),
  ]
  const passed = parts.reduce((sum, part) => sum + part.passed, 0)
  const failed = parts.reduce((sum, part) => sum + part.failed, 0)
  const replayLines = parts.flatMap((part) => part.replayed ?? []).map((story) => `played again after the browser died: ${story}`)
  const failureLines = parts.flatMap((part) => part.failures).map((failure) => `failed: ${failure}`.slice(0, LINE_LIMIT))
  return [...replayLines, ...failureLines, `${passed} passed, ${failed} failed`]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [vitestReport, vitestExit, webkitReport, webkitExit, firefoxReport, firefoxExit, ...checkExits] = process.argv.slice(2)
  const lines = summarize({
    vitest: { report: vitestReport, exitCode: Number(vitestExit) },
    webkit: { report: webkitReport, exitCode: Number(webkitExit) },
    firefox: { report: firefoxReport, exitCode: Number(firefoxExit) },
    checkExitCodes: checkExits.map(Number),
  })
  for (const line of lines) console.log(line)
}
