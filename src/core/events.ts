import { isDocumentDefined, isWindowDefined, setOnline } from './env'
import type { ProviderConfiguration } from './config'

// Default focus/visibility and reconnect sources; a provider may replace them.
export const initFocus: ProviderConfiguration['initFocus'] = (callback) => {
  if (isDocumentDefined) document.addEventListener('visibilitychange', callback)
  if (isWindowDefined) window.addEventListener('focus', callback)
  return () => {
    if (isDocumentDefined) document.removeEventListener('visibilitychange', callback)
    if (isWindowDefined) window.removeEventListener('focus', callback)
  }
}

export const initReconnect: ProviderConfiguration['initReconnect'] = (callback) => {
  const onOnline = () => {
    setOnline(true)
    callback()
  }
  const onOffline = () => setOnline(false)
  if (isWindowDefined) {
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
  }
  return () => {
    if (isWindowDefined) {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }
}
