// The sentinels' `rootMargin`, a CSS margin shorthand ("200px", "0px 0px 200px 0px", …).
import { parseRootMargin } from '../shared/rootMargin'

/** The margin upside down: the top sentinel's, whose reach goes above the viewport. */
export function mirrorRootMargin(margin: string): string {
  const sides = parseRootMargin(margin)
  // A margin that does not parse was refused by the props' check before it got here.
  if (!sides) return margin
  const [top, right, bottom, left] = sides
  return `${bottom} ${right} ${top} ${left}`
}
