// Process CPU, medians, and how far a ratio of two medians could move (every harness uses them).
import { seeded } from './random.mjs'

/** The process's CPU time (user + system) in ms since `start`, a process.cpuUsage() reading. */
export const cpuMs = (start) => {
  const d = process.cpuUsage(start)
  return (d.user + d.system) / 1000
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/**
 * A 95 % bootstrap interval of median(as) / median(bs): how far the ratio of two medians could
 * move with other rounds of the same runs. Each sample draws the rounds of both sides again,
 * with replacement; a fixed seed makes the interval the same for the same figures.
 */
export function ratioInterval(as, bs, { samples = 2000, seed = 1 } = {}) {
  const random = seeded(seed)
  const resample = (xs) => xs.map(() => xs[Math.floor(random() * xs.length)])
  const ratios = []
  for (let i = 0; i < samples; i++) ratios.push(median(resample(as)) / median(resample(bs)))
  ratios.sort((x, y) => x - y)
  return [ratios[Math.floor(samples * 0.025)], ratios[Math.ceil(samples * 0.975) - 1]]
}

export const interval = ([low, high]) => `${low.toFixed(2)}–${high.toFixed(2)}`
