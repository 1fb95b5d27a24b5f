import type { Browser } from 'playwright'

/** The Chromium the checks launch: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export declare const CHROMIUM: string
/** Launches that Chromium, headless. */
export declare function launchChromium(): Promise<Browser>
