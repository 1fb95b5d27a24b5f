// Every React import of the hooks (src/fetch, src/infinite) goes through this module: with react
// external, a bundler keeps one import statement per importing module, so one module keeps a
// pagekit bundle to one.
import {
  createContext, createElement, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef,
  useSyncExternalStore,
} from 'react'
import { IS_SERVER } from '../utils/env'

export {
  createContext, createElement, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef,
  useSyncExternalStore,
}

/** useLayoutEffect in the browser; useEffect on the server, where layout effects only warn. */
export const useIsomorphicLayoutEffect = IS_SERVER ? useEffect : useLayoutEffect
