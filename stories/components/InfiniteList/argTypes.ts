// The controls of <InfiniteList>'s props, one set for every docs page of the component: each page
// shows the same props table, with the same kind of control for each prop (a number for `height`,
// a switch for `virtualize`), whatever its own stories set.
import type { Meta } from '@storybook/react-vite'
import type { InfiniteList } from '../../../src'

export const listArgTypes = {
  loadMode: { control: 'inline-radio', options: ['auto', 'manual', 'hybrid'] },
  autoPages: { control: { type: 'number', min: 1, step: 1 } },
  maxPages: { control: { type: 'number', min: 1, step: 1 } },
  rootMargin: { control: 'text' },
  height: { control: 'number' },
  virtualize: { control: 'boolean' },
  'aria-label': { control: 'text' },
  messages: { control: 'object' },
  // Functions, elements and DOM nodes: no control can give them (the render slots' stories show
  // each one in Components/InfiniteList/Slots and texts).
  getKey: { control: false },
  getPreviousKey: { control: false },
  fetcher: { control: false },
  options: { control: false },
  getItems: { control: false },
  isEnd: { control: false },
  getTotal: { control: false },
  renderItem: { control: false },
  children: { control: false },
  itemKey: { control: false },
  itemProps: { control: false },
  root: { control: false },
  renderLoading: { control: false },
  renderLoadingMore: { control: false },
  renderEmpty: { control: false },
  renderEnd: { control: false },
  renderError: { control: false },
  renderLoadMore: { control: false },
  renderLoadingPrevious: { control: false },
  renderLoadPrevious: { control: false },
  ref: { control: false },
  scrollToIndex: { table: { disable: true } },
} satisfies NonNullable<Meta<typeof InfiniteList>['argTypes']>
