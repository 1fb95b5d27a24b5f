// Development-only diagnostics: one rule for every warning pagekit prints.
//
// pagekit is in development when `process.env.NODE_ENV` can be read and is not 'production'.
// Bundlers (Vite, webpack, esbuild, Rollup's replace plugin…) replace that expression with a
// string, so a production build reads 'production'. Where nothing replaced it and no `process`
// exists (an unbundled build in a browser), pagekit stays silent rather than guess.
//
// isDev() is that rule. A bundler cannot see through a function call, though, so the warnings
// of the hooks (the size-budgeted entries) spell the same rule inline, where a production build
// drops the whole block, message included:
//
//   try {
//     if (process.env.NODE_ENV !== 'production' && somethingIsWrong) warnOnce(id, message)
//   } catch {
//     // no `process`: silent, as isDev() is
//   }
//
// A check that runs on every render and whose condition reads only local variables (an
// option's validation) tests that condition first: reading process.env costs Node about half a
// microsecond each time.

/** Whether pagekit runs in development (see the rule above). */
export function isDev(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}

const warned = new Set<string>()

/** `console.warn(message)` in development, once per `id` for the page's lifetime. */
export function warnOnce(id: string, message: string): void {
  if (warned.has(id) || !isDev()) return
  warned.add(id)
  console.warn(message)
}
