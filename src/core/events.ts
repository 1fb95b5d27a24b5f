import { isDocumentDefined, isWindowDefined } from '../utils/env'
import { setOnline } from './env'
import type { ProviderConfiguration } from './config'

// Adds a listener where the target exists (not on the server) and returns its remover.
const on = (target: EventTarget | false, type: string, listener: () => void) => {
  if (target) target.addEventListener(type, listener)
  return () => {
    if (target) target.removeEventListener(type, listener)
  }
}
/** One remover for two (a provider's sources may return none). */
export const both = (offA: (() => void) | void, offB: (() => void) | void) => () => {
  offA?.()
  offB?.()
}

// Default focus/visibility and reconnect sources; a provider may replace them.
export const initFocus: ProviderConfiguration['initFocus'] = (callback) =>
  both(on(isDocumentDefined && document, 'visibilitychange', callback), on(isWindowDefined && window, 'focus', callback))

export const initReconnect: ProviderConfiguration['initReconnect'] = (callback) =>
  both(
    on(isWindowDefined && window, 'online', () => {
      setOnline(true)
      callback()
    }),
    on(isWindowDefined && window, 'offline', () => setOnline(false)),
  )
