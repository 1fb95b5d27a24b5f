// A jsdom window as the global environment, before React, react-dom or any library loads
// (react-dom and the libraries probe `window`/`document`/`navigator` at import time).
import { JSDOM } from 'jsdom'

export function installDom() {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true, // requestAnimationFrame
  })
  const { window } = dom
  const g = globalThis
  g.window = window
  g.document = window.document
  Object.defineProperty(g, 'navigator', { value: window.navigator, configurable: true, writable: true })
  for (const name of ['HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent', 'EventTarget', 'MutationObserver',
    'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle']) {
    if (!(name in g)) g[name] = typeof window[name] === 'function' && !/^[A-Z]/.test(name) ? window[name].bind(window) : window[name]
  }
  g.IS_REACT_ACT_ENVIRONMENT = true
  return dom
}
