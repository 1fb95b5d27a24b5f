// "Show code" for the docs: the app code a reader would write for a story (the real getKey and
// fetcher, imports from the package), never the story's mock plumbing.
import type { Args } from '@storybook/react-vite'

/** Removes the common indentation and the blank first and last lines of a template literal. */
export function dedent(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n')
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length))
  return lines.map((l) => l.slice(indent)).join('\n')
}

// Both helpers set `parameters.appCode`, which the preview's `appCodeTransform` turns into the
// code: Storybook's docs plugin replaces a meta's own `docs.source`, so a meta could not set it.

/** Parameters that make "Show code" show `code`. */
export const showCode = (code: string) => ({ appCode: () => code })

/** Parameters that build "Show code" from the story's current args, so it follows the controls. */
export const showCodeFromArgs = (build: (args: Args) => string) => ({ appCode: build })

/** The preview's `docs.source.transform`: the story's `parameters.appCode`, when it has one. */
export function appCodeTransform(code: string, context: { args: Args; parameters: { appCode?: (args: Args) => string } }) {
  const build = context.parameters.appCode
  return build ? dedent(build(context.args)) : code
}

/** A value as it reads in source: `{ initialSize: 10 }`, `'auto'`, `[1, 2]`. */
export function jsValue(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`
  if (Array.isArray(value)) return `[${value.map(jsValue).join(', ')}]`
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function')
    return fields.length ? `{ ${fields.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${jsValue(v)}`).join(', ')} }` : '{}'
  }
  return String(value)
}

/** JSX props from args, one per entry: strings quoted, the rest in braces; functions, undefined and `omit` skipped. */
export function jsxProps(args: Args, omit: string[] = []): string[] {
  return Object.entries(args)
    .filter(([name, value]) => value !== undefined && typeof value !== 'function' && !omit.includes(name))
    .map(([name, value]) => (typeof value === 'string' ? `${name}="${value}"` : value === true ? name : `${name}={${jsValue(value)}}`))
}
