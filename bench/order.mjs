// The order in which one round of a benchmark runs its cases. Rotating a fixed order is not
// enough: every case would still run right after the same neighbour (the garbage and JIT state
// one library leaves behind is then always billed to the same other one). Each round is a
// different shuffle instead, the same one on every run of the benchmark (seeded by the round).
import { seeded } from './random.mjs'

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
