/** The process's CPU time (user + system) in ms since `start`, a process.cpuUsage() reading. */
export function cpuMs(start: NodeJS.CpuUsage): number
export function median(xs: number[]): number
/** A 95 % bootstrap interval [low, high] of median(as) / median(bs) (seeded: the same figures give the same interval). */
export function ratioInterval(as: number[], bs: number[], options?: { samples?: number; seed?: number }): [number, number]
/** "low–high" with two decimals. */
export function interval(bounds: [number, number]): string
