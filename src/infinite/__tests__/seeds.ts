// The seeded random sequences of the model-based tests: a deterministic generator, and one test
// per seed (not a test file itself).

/** mulberry32: a deterministic PRNG in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** from, from + 1, …, to - 1. */
export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i)

/** "1-2000" or "3,17,40-45". */
export const parseSeeds = (spec: string): number[] => spec.split(',').flatMap((part) => {
  const [from, to = from] = part.split('-').map(Number)
  return range(from, to + 1)
})

/**
 * One test per seed: seeds 1 to `defaultCount`, or those SEEDS lists. SCENARIO='{"seed":1,...}'
 * runs instead the one scenario it gives (a hand-minimised replay), which `run` gets whole.
 */
export function describeSeeds<Replay>(name: string, defaultCount: number, titleOf: (seed: number) => string, run: (seed: number, replay?: Replay) => Promise<void>): void {
  describe(name, () => {
    if (process.env.SCENARIO) {
      const replay = JSON.parse(process.env.SCENARIO) as Replay & { seed: number }
      it(`scenario ${process.env.SCENARIO}`, () => run(replay.seed, replay), 30_000)
      return
    }
    for (const seed of process.env.SEEDS ? parseSeeds(process.env.SEEDS) : range(1, defaultCount + 1)) {
      it(titleOf(seed), () => run(seed), 30_000)
    }
  })
}

/**
 * TIMINGS=n (default 1): after a seed's own run, `timing(seed, t)` is played for t = 0 to n - 1.
 * A seed's own run draws its latencies per request, so on a busy machine its events can meet in
 * another order; these fixed timings try such orders on purpose, and a failure says how to
 * replay one.
 */
export function withTimings<Replay>(run: (seed: number, replay?: Replay) => Promise<void>, timing: (seed: number, t: number) => Replay) {
  return async (seed: number, replay?: Replay): Promise<void> => {
    await run(seed, replay)
    for (let t = 0; !replay && t < Number(process.env.TIMINGS ?? 1); t++) {
      const timed = timing(seed, t)
      try {
        await run(seed, timed)
      } catch (error) {
        if (error instanceof Error) error.message = `timing ${t}, SCENARIO='${JSON.stringify({ seed, ...timed })}': ${error.message}`
        throw error
      }
    }
  }
}
