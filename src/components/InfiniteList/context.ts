// The list's state for a <LoadMoreButton> rendered inside it (headless-safe).
import { createContext, useContext } from 'react'
import type { InfiniteListContextValue } from './types'

export const InfiniteListContext = createContext<InfiniteListContextValue | null>(null)
InfiniteListContext.displayName = 'InfiniteListContext'

/** The enclosing list's state, or null outside an `<InfiniteList>` / `<InfiniteListBase>`. */
export const useInfiniteListContext = (): InfiniteListContextValue | null => useContext(InfiniteListContext)
