// The public API of each entry point, as an app sees it: the runtime names (what `import * as`
// gives) and the type names. A change here is a change of the package's contract: make it on
// purpose, and update the lists below in the same commit.
import path from 'node:path'
import ts from 'typescript'
import * as root from '../index'
import * as infinite from '../infinite/index'
import * as headless from '../headless/index'
import * as immutable from '../immutable/index'

// The hooks, their config and the cache, which the root and pagekit/headless both export.
const HOOKS_RUNTIME = ['FetchConfig', 'KeyError', 'mutate', 'preload', 'unstable_serialize', 'useFetch', 'useFetchConfig', 'useFetchInfinite', 'withMiddleware']
// The SWR 2.x type contract's names (the useSWR and helper types, under pagekit's names).
const HOOKS_TYPES = [
  'FetchConfiguration', 'FetchResponse', 'FetchConfigValue', 'FetchHook', 'FetchConfigProps', 'FetchGlobalConfig', 'BlockingData', 'IsLoadingResponse',
  'Key', 'Arguments', 'StrictTupleKey', 'Fetcher', 'FetcherContext', 'BareFetcher', 'FetcherResponse', 'CacheData',
  'Cache', 'State', 'Middleware', 'MutatorOptions', 'MutatorCallback', 'MutatorConfig', 'MutatorFn', 'Mutator',
  'MutatorWrapper', 'KeyedMutator', 'ScopedMutator', 'KeyLoader', 'Revalidator', 'RevalidatorOptions', 'FullConfiguration', 'PublicConfiguration',
  'InternalConfiguration', 'ProviderConfiguration', 'FetchInfiniteKeyLoader', 'FetchInfiniteConfiguration', 'FetchInfiniteResponse', 'FetchInfiniteFetcher', 'FetchInfiniteMutatorOptions', 'FetchInfiniteKeyedMutator',
  'FetchInfiniteHook', 'FetchInfiniteCompareFn',
]

const RUNTIME = {
  'src/index.ts': [
    ...HOOKS_RUNTIME,
    'InfiniteList', 'InfiniteListBase', 'InfiniteListContext', 'LoadMoreButton',
    'LoadMoreButtonBase', 'PagePreloader', 'Pager', 'PagerBase', 'PreloadContainer', 'darkTheme',
    'defaultInfiniteListMessages', 'defaultInfiniteListRootMargin', 'defaultLoadMoreButtonLabels', 'defaultPagerLabels',
    'getPagerItems', 'isPagerEllipsis', 'isSaveDataEnabled', 'lightTheme', 'paginationRange', 'preloadingPagerItem', 'renderPagerItem', 'useFetchPages', 'useInfiniteData', 'useInfiniteList', 'useInfiniteListContext', 'useLoadMoreButton', 'usePagePreloader', 'usePager',
  ],
  'src/infinite/index.ts': ['default', 'infinite', 'unstable_serialize', 'useFetchInfinite'],
  'src/immutable/index.ts': ['default', 'immutable', 'useFetchImmutable'],
  'src/headless/index.ts': [
    ...HOOKS_RUNTIME,
    'InfiniteListBase', 'InfiniteListContext', 'LoadMoreButtonBase', 'PagePreloader', 'PagerBase', 'PreloadContainer',
    'defaultInfiniteListMessages', 'defaultInfiniteListRootMargin', 'defaultLoadMoreButtonLabels', 'defaultPagerLabels',
    'getPagerItems', 'isPagerEllipsis', 'isSaveDataEnabled', 'paginationRange', 'preloadingPagerItem', 'renderPagerItem',
    'useInfiniteData', 'useInfiniteList', 'useInfiniteListContext', 'useLoadMoreButton', 'usePagePreloader', 'usePager',
  ],
}

const TYPES = {
  'src/immutable/index.ts': [],
  'src/index.ts': [
    ...HOOKS_TYPES,
    'GetPagerItemsOptions', 'InfiniteListBaseProps', 'InfiniteListContextValue',
    'InfiniteListDOMProps', 'InfiniteListDefaultItem', 'InfiniteListError', 'InfiniteListItemKey', 'InfiniteListItemProps', 'InfiniteListListProps',
    'InfiniteListLoadMode', 'InfiniteListMessages', 'InfiniteListProps', 'InfiniteListSlot', 'InfiniteListStatus',
    'InfiniteListVirtualizeOptions', 'LoadMoreButtonBaseProps', 'LoadMoreButtonDOMProps',
    'LoadMoreButtonLabels', 'LoadMoreButtonProps', 'LoadMoreButtonPropsOf', 'LoadMoreButtonState', 'Overrides', 'PagePreloaderProps', 'PagekitTheme', 'PagerAppProps', 'PagerAppPropsOf', 'PagerBaseProps', 'PagerControlItem', 'PagerControlType', 'PagerEllipsisItem',
    'PagerEllipsisType', 'PagerItem', 'PagerItemModel', 'PagerItemProps', 'PagerItemPropsOf', 'PagerItemType', 'PagerLabels', 'PagerListPropsOf', 'PagerNavPropsOf', 'PagerProps',
    'PreloadContainerProps', 'PreloadFetcher', 'PreloadInfiniteSource', 'PreloadMode', 'PreloadStrategy', 'PreloadTarget',
    'PreloadTargetAppProps', 'PreloadTargetProps', 'UseInfiniteDataOptions', 'UseInfiniteDataResult',
    'UseInfiniteListOptions', 'UseInfiniteListResult',
    'UseLoadMoreButtonOptions', 'UseLoadMoreButtonResult', 'UsePagePreloaderOptions', 'UsePagePreloaderResult',
    'UsePagerOptions', 'UsePagerResult',
  ],
  'src/infinite/index.ts': [
    'FetchInfiniteCompareFn', 'FetchInfiniteConfiguration', 'FetchInfiniteFetcher', 'FetchInfiniteHook', 'FetchInfiniteKeyLoader',
    'FetchInfiniteKeyedMutator', 'FetchInfiniteMutatorOptions', 'FetchInfiniteOptions', 'FetchInfinitePreviousKeyLoader',
    'FetchInfiniteResponse', 'SizeArg',
  ],
  'src/headless/index.ts': [
    ...HOOKS_TYPES,
    'GetPagerItemsOptions', 'InfiniteListBaseProps', 'InfiniteListContextValue', 'InfiniteListDOMProps', 'InfiniteListDefaultItem',
    'InfiniteListError', 'InfiniteListItemKey', 'InfiniteListItemProps', 'InfiniteListListProps', 'InfiniteListLoadMode',
    'InfiniteListMessages', 'InfiniteListSlot', 'InfiniteListStatus', 'InfiniteListVirtualizeOptions',
    'LoadMoreButtonBaseProps', 'LoadMoreButtonDOMProps', 'LoadMoreButtonLabels', 'LoadMoreButtonPropsOf', 'LoadMoreButtonState',
    'Overrides', 'PagePreloaderProps', 'PagerAppProps', 'PagerAppPropsOf', 'PagerBaseProps', 'PagerControlItem', 'PagerControlType', 'PagerEllipsisItem',
    'PagerEllipsisType', 'PagerItem', 'PagerItemModel', 'PagerItemProps', 'PagerItemPropsOf', 'PagerItemType', 'PagerLabels', 'PagerListPropsOf', 'PagerNavPropsOf',
    'PreloadContainerProps', 'PreloadFetcher', 'PreloadInfiniteSource', 'PreloadMode', 'PreloadStrategy', 'PreloadTarget',
    'PreloadTargetAppProps', 'PreloadTargetProps', 'UseInfiniteDataOptions', 'UseInfiniteDataResult', 'UseInfiniteListOptions',
    'UseInfiniteListResult', 'UseLoadMoreButtonOptions',
    'UseLoadMoreButtonResult', 'UsePagePreloaderOptions', 'UsePagePreloaderResult', 'UsePagerOptions', 'UsePagerResult',
  ],
}

const MODULES = { 'src/index.ts': root, 'src/infinite/index.ts': infinite, 'src/headless/index.ts': headless, 'src/immutable/index.ts': immutable }
const ROOT = path.resolve(__dirname, '../..')

test.each(Object.keys(RUNTIME) as Array<keyof typeof RUNTIME>)('%s exports exactly its public runtime names', (entry) => {
  expect(Object.keys(MODULES[entry]).sort()).toEqual([...RUNTIME[entry]].sort())
})

test('pagekit/headless hands out the very hooks, config and cache of the root, so an app may mix the two', () => {
  for (const name of HOOKS_RUNTIME) expect({ name, same: headless[name as keyof typeof headless] === root[name as keyof typeof root] }).toEqual({ name, same: true })
})

test('each entry exports exactly its public type names', () => {
  const files = Object.keys(TYPES).map((entry) => path.join(ROOT, entry))
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true, allowImportingTsExtensions: true,
  })
  const checker = program.getTypeChecker()
  const typeNames = (file: string) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!
    return checker.getExportsOfModule(moduleSymbol)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
        return !(target.flags & ts.SymbolFlags.Value)
      })
      .map((symbol) => symbol.name)
      .sort()
  }
  for (const [entry, names] of Object.entries(TYPES)) {
    expect({ entry, types: typeNames(path.join(ROOT, entry)) }).toEqual({ entry, types: [...names].sort() })
  }
}, 60_000)
