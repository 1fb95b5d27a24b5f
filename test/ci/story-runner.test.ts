// @vitest-environment node
import { gotoUnlessCrashed, tabCrashed } from '../browsers/firefox-tab.mjs'
import { playStoryWithReplay, type StoryDriver } from '../browsers/stories.mjs'

type Answer = unknown | Error
const gone = (message: string) => Object.assign(new Error(message), { browserGone: true })
const passed = { ok: true, problems: [] }

/**
 * A browser that answers each read of the story's outcome with the next of `answers` (an Error
 * is thrown; `null`: the story is still running; after the last, the last again), and records
 * what the runner asked of it.
 */
function fakeBrowser(answers: Answer[]) {
  const calls: string[] = []
  let read = 0
  const driver: StoryDriver = {
    name: 'Fake',
    open: async (url) => void calls.push(`open ${url}`),
    evaluate: async () => {
      calls.push('read')
      const answer = answers[Math.min(read++, answers.length - 1)]
      if (answer instanceof Error) throw answer
      return answer
    },
    restart: async () => void calls.push('restart'),
  }
  return { driver, calls }
}

const play = (driver: StoryDriver, timeoutMs = 5_000) => {
  const lines: string[] = []
  return playStoryWithReplay(driver, 'story-url', 'a--story', { timeoutMs, log: (line) => lines.push(line) })
    .then((result) => ({ ...result, lines }))
}

describe('playing a story in a browser that is not Chromium', () => {
  it('plays a story again in a fresh browser when the browser died under it, and says so', async () => {
    const { driver, calls } = fakeBrowser([null, gone('invalid session id: the session is gone'), passed])
    const { outcome, replayed, lines } = await play(driver)
    expect(outcome).toEqual(passed)
    expect(replayed).toBe(true)
    // The dead session is not read again until the deadline: the first error ends the attempt.
    expect(calls).toEqual(['open story-url', 'read', 'read', 'restart', 'open story-url', 'read'])
    expect(lines).toEqual(['↻ a--story: Fake: invalid session id: the session is gone; playing it again in a fresh browser'])
  })

  it('fails a story whose browser dies twice, after one replay', async () => {
    const { driver, calls } = fakeBrowser([gone('invalid session id')])
    const { outcome, replayed, lines } = await play(driver)
    expect(outcome).toEqual({ ok: false, problems: ['Fake: invalid session id'] })
    expect(replayed).toBe(true)
    expect(calls.filter((c) => c === 'restart')).toHaveLength(2)
    expect(calls.filter((c) => c === 'read')).toHaveLength(2)
    expect(lines).toHaveLength(1)
  })

  it('never plays again a story whose checks failed', async () => {
    const failed = { ok: false, problems: ['expected 3 requests, got 4'] }
    const { driver, calls } = fakeBrowser([null, failed])
    const { outcome, replayed, lines } = await play(driver)
    expect(outcome).toEqual(failed)
    expect(replayed).toBe(false)
    expect(calls).toEqual(['open story-url', 'read', 'read'])
    expect(lines).toEqual([])
  })

  it('never plays again a story with no outcome by its deadline, and gives the next story a fresh browser', async () => {
    const { driver, calls } = fakeBrowser([null])
    const { outcome, replayed, lines } = await play(driver, 500)
    expect(outcome).toEqual({ ok: false, problems: ['Fake: no outcome within 0.5 s'] })
    expect(replayed).toBe(false)
    expect(calls.at(-1)).toBe('restart')
    expect(calls.filter((c) => c.startsWith('open'))).toHaveLength(1)
    expect(lines).toEqual([])
  })

  it('reads the outcome again after a read the browser could not answer, without a replay', async () => {
    const { driver, calls } = fakeBrowser([new Error('javascript error: Could not parse script result'), passed])
    const { outcome, replayed } = await play(driver)
    expect(outcome).toEqual(passed)
    expect(replayed).toBe(false)
    expect(calls).toEqual(['open story-url', 'read', 'read'])
  })

  it('plays a story again when the browser died while the story was opening', async () => {
    const { driver, calls } = fakeBrowser([passed])
    let opened = 0
    const open = driver.open
    driver.open = async (url) => (opened++ === 0 ? Promise.reject(gone('invalid session id')) : open(url))
    const { outcome, replayed } = await play(driver)
    expect(outcome).toEqual(passed)
    expect(replayed).toBe(true)
    expect(calls).toEqual(['restart', 'open story-url', 'read'])
  })
})

describe('a crashed Firefox tab', () => {
  // What WebDriver BiDi answers a script in a tab that shows Firefox's crash page.
  const crashPageError = () => new Error('Protocol error (script.evaluate): unsupported operation script.evaluate and script.callFunction are not supported for parent process browsing contexts: 12 RemoteError@chrome://remote/content/shared/RemoteError.sys.mjs:8:8')

  it('is told by the crash page\'s refusal to run a script, and said in one line', () => {
    const error = crashPageError()
    expect(tabCrashed(error)).toBe(true)
    expect(error.message).toBe('the tab crashed (its content process died; Firefox shows its crash page)')
    expect(tabCrashed(new Error('Execution context was destroyed'))).toBe(false)
    expect(tabCrashed(new Error('Navigation timeout of 60000 ms exceeded'))).toBe(false)
  })

  it('ends a load at once when the tab crashes under it, rather than at the load\'s timeout', async () => {
    const evaluate = vi.fn().mockRejectedValueOnce(new Error('Execution context was destroyed')).mockRejectedValue(crashPageError())
    const page = { goto: () => new Promise(() => {}), evaluate }
    await expect(gotoUnlessCrashed(page, 'story-url', {}, 10)).rejects.toThrow('the tab crashed')
    // The first probe failed as one may while a page loads: it did not end the load.
    expect(evaluate).toHaveBeenCalledTimes(2)
  })

  it('leaves a load that ends alone, and stops probing', async () => {
    const evaluate = vi.fn().mockResolvedValue(1)
    let loaded = () => {}
    const page = { goto: () => new Promise<void>((resolve) => { loaded = resolve }), evaluate }
    const load = gotoUnlessCrashed(page, 'story-url', {}, 10)
    await new Promise((resolve) => setTimeout(resolve, 35))
    loaded()
    await load
    const probes = evaluate.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(probes).toBeGreaterThan(0)
    expect(evaluate).toHaveBeenCalledTimes(probes)
  })
})
