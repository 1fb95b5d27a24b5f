// The sentinels' `rootMargin`, a CSS margin shorthand ("200px", "0px 0px 200px 0px", …).

/** Its four sides, top, right, bottom and left, as the shorthand gives them. */
export function rootMarginSides(margin: string): [top: string, right: string, bottom: string, left: string] {
  const [top, right = top, bottom = top, left = right] = margin.trim().split(/\s+/)
  return [top, right, bottom, left]
}

/** The margin upside down: the top sentinel's, whose reach goes above the viewport. */
export function mirrorRootMargin(margin: string): string {
  const [top, right, bottom, left] = rootMarginSides(margin)
  return `${bottom} ${right} ${top} ${left}`
}
