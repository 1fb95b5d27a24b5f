import type { Browser } from 'playwright'

/** The Chromium the checks launch: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export declare const CHROMIUM: string
/** Launches that Chromium, headless; `extraArgs`: more command-line switches. */
export declare function launchChromium(extraArgs?: string[]): Promise<Browser>
