// The aria-* and data-* attributes an app passes: those among a component's props (JSX lets such
// names through any component's prop types unchecked, so a component that does not place them
// drops them unseen), and the ARIA values the components read from them.

/** The props whose names start with `prefix`, but for those in `except` (the component reads them). */
export function attributesOf(props: object, prefix: 'aria-' | 'data-', except: readonly string[] = []): Record<string, unknown> {
  const attributes: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith(prefix) && !except.includes(name)) attributes[name] = value
  }
  return attributes
}

/** An ARIA boolean an app set to true, as JSX lets it write it: `true` or `"true"`. */
export const isAriaTrue = (value: unknown): boolean => value === true || value === 'true'

/**
 * The `aria-label` of an element the app may name itself: its own `aria-label` wins; named by
 * `aria-labelledby`, it gets no default label beside it, only the one the app gave as an option.
 */
export function labelOf({ appLabel, labelledBy, optionLabel, defaultLabel }: {
  appLabel: string | undefined
  labelledBy: string | undefined
  optionLabel: string | undefined
  defaultLabel: string
}): string | undefined {
  return appLabel ?? (labelledBy ? optionLabel : optionLabel ?? defaultLabel)
}
