// What swr imports as 'use-sync-external-store/shim' (a CommonJS package, whose require('react')
// no alias reaches): React 18 has the hook itself.
export { useSyncExternalStore } from 'react'
