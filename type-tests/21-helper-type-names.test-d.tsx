// The helper types that props and getters use are importable by name, from `pagekit` and from
// `pagekit/headless`, so an app's wrapper can pass its own texts and handlers on with their types.
import { test, expectTypeOf } from 'vitest'
import type {
  InfiniteListMessages, LoadMoreButtonLabels, Overrides, PagerLabels, PagerProps, PreloadTargetAppProps, UsePagePreloaderResult,
} from 'pagekit'
import type {
  Overrides as HeadlessOverrides, PreloadTargetAppProps as HeadlessPreloadTargetAppProps, UseInfiniteListOptions, UseLoadMoreButtonOptions,
} from 'pagekit/headless'

test('Overrides<T> is the type of labels and messages', () => {
  expectTypeOf<NonNullable<PagerProps['labels']>>().toEqualTypeOf<Overrides<PagerLabels>>()
  expectTypeOf<NonNullable<UseInfiniteListOptions['messages']>>().toEqualTypeOf<Overrides<InfiniteListMessages>>()
  expectTypeOf<NonNullable<UseLoadMoreButtonOptions['labels']>>().toEqualTypeOf<HeadlessOverrides<LoadMoreButtonLabels>>()
  expectTypeOf<Overrides<PagerLabels>>().toEqualTypeOf<HeadlessOverrides<PagerLabels>>()
  // Each text optional, and undefined keeps the default.
  const labels: Overrides<PagerLabels> = { next: undefined }
  void labels
})

test('PreloadTargetAppProps is what getTargetProps takes', () => {
  expectTypeOf<Parameters<UsePagePreloaderResult['getTargetProps']>[1]>().toEqualTypeOf<PreloadTargetAppProps | undefined>()
  expectTypeOf<PreloadTargetAppProps>().toEqualTypeOf<HeadlessPreloadTargetAppProps>()
  const handlers: PreloadTargetAppProps = { onFocus: undefined, onPointerEnter: () => {} }
  void handlers
})
