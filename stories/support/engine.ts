// Which browser engine plays a story, for the few checks whose right answer differs by browser.
export type Engine = 'chromium' | 'firefox' | 'webkit'

export function browserEngine(userAgent = navigator.userAgent): Engine {
  if (/Firefox\//.test(userAgent)) return 'firefox'
  // Every Chromium says "AppleWebKit" too; only WebKit lacks "Chrome/".
  if (/AppleWebKit\//.test(userAgent) && !/Chrome\/|Chromium\//.test(userAgent)) return 'webkit'
  return 'chromium'
}
