/** Whether `error` says Firefox's tab crashed (its message is then made one line that says so). */
export declare function tabCrashed(error: unknown): boolean

/** The part of a puppeteer page that `gotoUnlessCrashed` uses. */
export interface LoadingPage {
  goto(url: string, options?: object): Promise<unknown>
  evaluate(script: string): Promise<unknown>
}

/** `page.goto(url, options)`, which a crash of the tab while the page loads ends at once. */
export declare function gotoUnlessCrashed(page: LoadingPage, url: string, options?: object, probeMs?: number): Promise<unknown>
