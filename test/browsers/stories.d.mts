/** What a story came to: `ok`, or the problems that failed it. */
export interface StoryOutcome { ok: boolean, problems: string[] }

/** The part of a browser driver that plays one story (webkit.mjs and firefox.mjs make whole ones). */
export interface StoryDriver {
  name: string
  open(url: string): Promise<unknown>
  evaluate(script: string): Promise<unknown>
  restart(): Promise<unknown>
}

/**
 * Plays one story; plays it once more in a fresh browser when the browser died under it (an
 * error with `browserGone`), never after a failed check or a story with no outcome in time.
 */
export declare function playStoryWithReplay(
  driver: StoryDriver,
  url: string,
  id: string,
  options?: { timeoutMs?: number, log?: (line: string) => void },
): Promise<{ outcome: StoryOutcome, replayed: boolean }>
