// `npm run test:webkit [-- <part of a story id>]`: every story in WebKitGTK's MiniBrowser, driven
// over plain W3C WebDriver by WebKitWebDriver, on a display of its own (Xvfb). Debian packages:
// webkit2gtk-driver, xvfb.
import { spawn } from 'node:child_process'
import { accessSync, constants, readdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { playStories } from './stories.mjs'

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && runnable(path.join(dir, name)))

// Debian puts it under the machine's multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu, …).
function debianMiniBrowser() {
  let multiarch = []
  try {
    multiarch = readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu'))
  } catch {
    // no /usr/lib: not Debian; the missing browser is reported below
  }
  const candidates = multiarch.map((name) => path.join('/usr/lib', name, 'webkit2gtk-4.1', 'MiniBrowser'))
  return candidates.find(runnable) ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
}

const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? debianMiniBrowser()
const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
}

// A command that hangs (a stuck web process) fails after this, rather than holding up the run.
const CALL_TIMEOUT_MS = 60_000

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

/** Ends a process and all it started (MiniBrowser and its web processes are in the driver's group). */
const running = (child) => child?.exitCode === null && child.signalCode === null
const killGroup = (child) => {
  if (!running(child)) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}

/** The driver playStories() takes; also usable alone: start(), open(url), evaluate(script), stop(). */
export function webkitDriver() {
  let xvfb, driver, base, session
  // `browserGone` on an error: the session or the driver itself is gone (the web process crashed
  // and took the session with it, or the driver exited), not a command that hung or failed.
  const call = async (method, url, body) => {
    let res
    try {
      res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      })
    } catch (error) {
      throw Object.assign(new Error(`WebKitWebDriver: ${error.cause?.message ?? error.message}`), { browserGone: error.name !== 'TimeoutError' })
    }
    const { value } = await res.json()
    if (!res.ok) throw Object.assign(new Error(`${value?.error}: ${String(value?.message).split('\n')[0]}`), { browserGone: value?.error === 'invalid session id' })
    return value
  }
  // Its own process group, so that one kill ends MiniBrowser too. A port another program took
  // between freePort() and the driver's start makes it exit at once: try another port, and only
  // take /status from a driver that is still running (else it was someone else's).
  const startDriver = async () => {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      base = `http://127.0.0.1:${port}`
      driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore', detached: true })
      driver.once('error', () => undefined)
      for (let tries = 0; tries < 100 && running(driver); tries++) {
        await sleep(100)
        const ready = await call('GET', '/status').then((s) => s.ready, () => false)
        if (ready && running(driver)) return
      }
      killGroup(driver)
      if (attempt === 3) throw new Error(`WebKitWebDriver did not start (exit code ${driver.exitCode})`)
    }
  }
  const endSession = () => session && call('DELETE', `/session/${session}`).catch(() => undefined)
  const newSession = async () => {
    session = (await call('POST', '/session', { capabilities: { alwaysMatch: CAPABILITIES } })).sessionId
  }
  return {
    name: 'WebKit',
    missing: () => [
      ...(onPath('Xvfb') ? [] : ['Xvfb (Debian package xvfb)']),
      ...(onPath('WebKitWebDriver') ? [] : ['WebKitWebDriver (Debian package webkit2gtk-driver)']),
      ...(runnable(MINIBROWSER) ? [] : [`${MINIBROWSER} (Debian package webkit2gtk-driver; WEBKIT_MINIBROWSER=<path> for another)`]),
    ],
    async start() {
      xvfb = await startXvfb()
      await startDriver()
      await newSession()
    },
    open: (url) => call('POST', `/session/${session}/url`, { url }),
    evaluate: (script) => call('POST', `/session/${session}/execute/sync`, { script, args: [] }),
    /** Any other WebDriver command of the session (real key presses: `POST /actions`). */
    command: (method, url, body) => call(method, `/session/${session}${url}`, body),
    // After an error (the web process crashed, a command hung): a fresh driver and browser.
    async restart() {
      killGroup(driver)
      await startDriver()
      await newSession()
    },
    async stop() {
      await endSession()
      this.kill()
    },
    kill() {
      killGroup(driver)
      if (running(xvfb?.process)) xvfb.process.kill()
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await playStories(webkitDriver())
