// Type-checks code that readers copy (README snippets, the stories' "Show code") as what it claims
// to be: a .tsx module of an app that imports `pagekit`, `pagekit/infinite` and `pagekit/headless`
// (resolved to this repo's sources) and React, under the repo's strict compiler options.
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '../..')

export interface Snippet {
  /** Where it comes from, e.g. "README.md block 3" or a story id. */
  name: string
  code: string
}

/** Returns one line per type error, prefixed by the snippet's name; empty when all compile. */
export function compileSnippets(snippets: Snippet[]): string[] {
  const files = new Map(snippets.map((s, i) => [path.join(root, `.snippets/snippet-${i}.tsx`), s]))
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    isolatedModules: true,
    types: [],
    baseUrl: root,
    paths: {
      pagekit: ['src/index.ts'],
      'pagekit/infinite': ['src/infinite/index.ts'],
      'pagekit/headless': ['src/headless/index.ts'],
      'pagekit/immutable': ['src/immutable/index.ts'],
    },
  }
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.readFile = (file) => files.get(path.resolve(file))?.code ?? readFile(file)
  host.fileExists = (file) => files.has(path.resolve(file)) || ts.sys.fileExists(file)
  host.getSourceFile = (file, language, onError, create) => {
    const snippet = files.get(path.resolve(file))
    // `export {}`: every snippet is a module of its own, even one without imports.
    return snippet ? ts.createSourceFile(file, `${snippet.code}\nexport {}\n`, language, true, ts.ScriptKind.TSX) : getSourceFile(file, language, onError, create)
  }
  const program = ts.createProgram([...files.keys()], options, host)
  return ts.getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(path.resolve(d.file.fileName)))
    .map((d) => {
      const snippet = files.get(path.resolve(d.file!.fileName))!
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0)
      return `${snippet.name}, line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')} ` +
        `(${snippet.code.split('\n')[line]?.trim()})`
    })
}

/** The ```tsx blocks of a Markdown text. */
export function tsxBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1])
}
