// Every React import of the hooks goes through this module. With react external, a bundler
// keeps one `import … from "react"` statement per importing module, names included even when
// unused; one module means one statement in a pagekit bundle.
export {
  createContext, createElement, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef,
  useSyncExternalStore,
} from 'react'
