// The aria-* or data-* attributes among a component's props. JSX lets such names through any
// component's prop types unchecked, so a component that does not place them drops them unseen.

/** The props whose names start with `prefix`, but for those in `except` (the component reads them). */
export function attributesOf(props: object, prefix: 'aria-' | 'data-', except: readonly string[] = []): Record<string, unknown> {
  const attributes: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith(prefix) && !except.includes(name)) attributes[name] = value
  }
  return attributes
}
