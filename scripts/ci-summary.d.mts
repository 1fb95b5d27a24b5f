// Types of scripts/ci-summary.mjs, for its test.
export declare const CHECKS: readonly string[]

export interface ToolRun {
  /** The report's path (vitest's JSON report, or a browser runner's). */
  report: string
  exitCode: number
}

/**
 * The summary's lines: a `played again after the browser died: …` line per story a browser runner
 * played twice, a `failed: …` line per failure, then `N passed, N failed`.
 */
export declare function summarize(runs: {
  vitest: ToolRun
  webkit: ToolRun
  firefox: ToolRun
  /** The exit code of each check, in the order of CHECKS. */
  checkExitCodes: number[]
  /** What vitest's file names are shown relative to. */
  cwd?: string
}): string[]
