// How the Firefox runner tells a crashed tab from a slow one (firefox.mjs; unit-tested in
// test/ci/story-runner.test.ts with a fake page).

// A tab whose content process crashed (Firefox itself lives on) shows Firefox's crash page, a page
// of the parent process, where WebDriver BiDi runs no script: any evaluate there fails at once so.
const TAB_CRASHED = /not supported for parent process browsing contexts/

/** Whether `error` says the tab crashed; its message is then made one line that says so. */
export function tabCrashed(error) {
  if (!TAB_CRASHED.test(error?.message ?? '')) return false
  error.message = 'the tab crashed (its content process died; Firefox shows its crash page)'
  return true
}

/**
 * `page.goto(url)`, but a tab that crashes while the page loads ends it at once (goto would wait
 * for a load the crashed tab never gives, until its timeout): a probe each `probeMs` asks the page
 * for a script's answer, and only the crash page's refusal counts (a probe that fails otherwise,
 * as one may while a page loads, waits for the next).
 */
export async function gotoUnlessCrashed(page, url, options, probeMs = 2_000) {
  let loading = true
  const crashed = (async () => {
    while (loading) {
      await new Promise((resolve) => setTimeout(resolve, probeMs))
      const error = loading ? await page.evaluate('1').then(() => undefined, (e) => e) : undefined
      if (error && tabCrashed(error)) throw error
    }
  })()
  crashed.catch(() => undefined)
  try {
    return await Promise.race([page.goto(url, options), crashed])
  } finally {
    loading = false
  }
}
