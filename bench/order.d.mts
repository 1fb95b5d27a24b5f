/** The indexes 0 … count - 1 in round `round`'s order (a Fisher–Yates shuffle seeded by the round). */
export function roundOrder(count: number, round: number): number[]
