// useLoadMoreButton's getButtonProps takes the app's own props and returns them with the
// button's over them: spread on a <button>, with or without an aria-disabled of the app's.
import { test, expectTypeOf } from 'vitest'
import { useLoadMoreButton } from 'pagekit/headless'
import useFetchInfinite from 'pagekit/infinite'

declare function getPage(url: string): Promise<string[]>

test('getButtonProps with the app\'s props, spread on a <button>', () => {
  const button = useLoadMoreButton(useFetchInfinite((index: number) => `/items?page=${index}`, getPage))
  const props = button.getButtonProps({ className: 'more' })
  expectTypeOf(props['aria-disabled']).toEqualTypeOf<true | undefined>()
  void <button {...props}>{button.label}</button>
  void <button {...button.getButtonProps()}>{button.label}</button>
  void <button {...button.getButtonProps({ 'aria-disabled': false })}>{button.label}</button>
})
