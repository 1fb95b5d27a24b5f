// The controls of <Pager>'s props, one set for every docs page of the component: each page shows
// the same props table, with the same control for each prop (page numbers that cannot go below
// 0), whatever its own stories set.
import type { Meta } from '@storybook/react-vite'
import type { Pager } from '../../../src'

const pageNumber = { control: { type: 'number', min: 0, step: 1 } } as const

export const pagerArgTypes = {
  page: pageNumber,
  defaultPage: pageNumber,
  pageCount: pageNumber,
  siblingCount: pageNumber,
  boundaryCount: pageNumber,
  labels: { control: 'object' },
  // Functions: no control can give them (their stories show each one).
  hrefBuilder: { control: false },
  getItemAriaLabel: { control: false },
  renderItem: { control: false },
} satisfies NonNullable<Meta<typeof Pager>['argTypes']>
