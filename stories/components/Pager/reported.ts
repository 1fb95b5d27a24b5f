// The Pager stories' onPageChange: what reaches the story's spy (the actions panel).
import type { SyntheticEvent } from 'react'
import type { PagerProps } from '../../../src'

/**
 * Calls the story's `onPageChange` spy with the page and only the event's type: the actions panel
 * serializes what a spy receives, and a React event would drag the whole window (and Storybook's
 * deprecated story store) into it.
 */
export const reported = (args: Pick<PagerProps, 'onPageChange'>) => (page: number, event?: SyntheticEvent) =>
  args.onPageChange?.(page, event && ({ type: event.type } as SyntheticEvent))
