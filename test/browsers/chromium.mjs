// How the Node-side checks launch Chromium (the docs-mode test, its start-up test and the
// packed-package app): Debian's, unless CHROMIUM_PATH names another, headless and without the
// background traffic a fresh profile starts (update checks, sync), which would read as requests.
import { chromium } from 'playwright'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** `extraArgs`: more command-line switches, e.g. the benchmark's `--js-flags=--expose-gc`. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] })
}
