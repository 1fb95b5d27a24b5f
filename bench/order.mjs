// The order in which one round of a benchmark runs its cases. Rotating a fixed order is not
// enough: every case would still run right after the same neighbour (the garbage and JIT state
// one library leaves behind is then always billed to the same other one). Each round is a
// different shuffle instead, the same one on every run of the benchmark (seeded by the round).

/** A small seeded PRNG (mulberry32): the same seed gives the same numbers in [0, 1). */
function seeded(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The indexes 0 … count - 1 in round `round`'s order (a Fisher–Yates shuffle seeded by the round). */
export function roundOrder(count, round) {
  const order = Array.from({ length: count }, (_, i) => i)
  const random = seeded(round + 1)
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return order
}
