// Every React import of the hooks (src/fetch, src/infinite) goes through this module: with react
// external, a bundler keeps one import statement per importing module, with every name in it,
// used or not. So it lists what the hooks use; createElement, which only <FetchConfig> needs
// (config-provider.tsx, not part of pagekit/infinite), is imported there.
import {
  createContext, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef,
  useSyncExternalStore,
} from 'react'
import { IS_SERVER } from '../utils/env'

export {
  createContext, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef,
  useSyncExternalStore,
}

/** useLayoutEffect in the browser; useEffect on the server, where layout effects only warn. */
export const useIsomorphicLayoutEffect = IS_SERVER ? useEffect : useLayoutEffect
