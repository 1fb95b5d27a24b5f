// What the browser says about the page: visible or not, online or not. Safe on the server.
import { isDocumentDefined } from '../utils/env'

export const isVisible = (): boolean => !isDocumentDefined || document.visibilityState !== 'hidden'

let online = true
export const isOnline = (): boolean => online
/** Kept in sync by the reconnect listeners (navigator.onLine is unreliable in some browsers). */
export const setOnline = (value: boolean): void => {
  online = value
}

