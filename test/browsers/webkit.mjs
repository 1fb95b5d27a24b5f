// `npm run test:webkit [-- <part of a story id>]`: every story in WebKitGTK's MiniBrowser, driven
// over plain W3C WebDriver by WebKitWebDriver, on a display of its own (Xvfb). Debian packages:
// webkit2gtk-driver, xvfb.
import { spawn } from 'node:child_process'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { playStories } from './stories.mjs'

const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
}

const freePort = () => new Promise((resolve, reject) => {
  const probe = net.createServer().once('error', reject)
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address()
    probe.close(() => resolve(port))
  })
})

/** Starts Xvfb on a free display (it writes the number it took to the pipe). */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] })
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
    xvfb.stdio[3].once('data', (data) => resolve({ process: xvfb, display: `:${String(data).trim()}` }))
  })
}

/** The driver playStories() takes; also usable alone: start(), open(url), evaluate(script), stop(). */
export function webkitDriver() {
  let xvfb, driver, base, session
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) })
    const { value } = await res.json()
    if (!res.ok) throw new Error(`${value?.error}: ${String(value?.message).split('\n')[0]}`)
    return value
  }
  const newSession = async () => {
    session = (await call('POST', '/session', { capabilities: { alwaysMatch: CAPABILITIES } })).sessionId
  }
  const endSession = () => session && call('DELETE', `/session/${session}`).catch(() => undefined)
  return {
    name: 'WebKit',
    async start() {
      xvfb = await startXvfb()
      const port = await freePort()
      base = `http://127.0.0.1:${port}`
      driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' })
      for (let tries = 0; ; tries++) {
        const ready = await call('GET', '/status').then((s) => s.ready, () => false)
        if (ready) break
        if (tries > 50) throw new Error('WebKitWebDriver did not start')
        await sleep(100)
      }
      await newSession()
    },
    open: (url) => call('POST', `/session/${session}/url`, { url }),
    evaluate: (script) => call('POST', `/session/${session}/execute/sync`, { script, args: [] }),
    /** Any other WebDriver command of the session (real key presses: `POST /actions`). */
    command: (method, url, body) => call(method, `/session/${session}${url}`, body),
    // After an error (the web process crashed, a navigation timed out): a fresh browser for the next story.
    async restart() {
      await endSession()
      await newSession().catch(() => undefined)
    },
    async stop() {
      await endSession()
      driver?.kill()
      xvfb?.process.kill()
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await playStories(webkitDriver())
