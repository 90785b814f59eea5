// The two engines of the smoke suite behind one small interface, so every check is written once:
//   goto(url), evaluate(fn, ...args), click(fn, ...args) (fn returns the element), type(fn, text, ...args),
//   setViewport(width, height), screenshot(file), close()
// Errors in the page are recorded by a script the smoke server injects, the same way in both engines.
// Firefox (Debian's firefox-esr) is driven by puppeteer-core over WebDriver BiDi, headless. WebKit
// (Debian's WebKitGTK MiniBrowser) by WebKitWebDriver under Xvfb, in classic WebDriver, spoken with
// fetch: the protocol needs five endpoints here, which is less code than a client library and its
// driver downloads. See docs/decisions/100-other-engines.md.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'

export const FIREFOX_PATH = '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver'
export const WEBKIT_BROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

/** The body of an arrow or function expression, run in the page with its arguments. */
const asScript = (fn) => `return (${fn.toString()}).apply(null, arguments)`

export async function launchFirefox() {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
  const page = await browser.newPage()
  const element = async (fn, args) => {
    const handle = await page.evaluateHandle(fn, ...args)
    const found = handle.asElement()
    if (!found) throw new Error(`no element for ${fn.toString()}`)
    await found.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    return found
  }
  return {
    name: 'Firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' })
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    click: async (fn, ...args) => (await element(fn, args)).click(),
    type: async (fn, text, ...args) => (await element(fn, args)).type(text),
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export async function launchWebKit() {
  const port = await freePort()
  // xvfb-run gives MiniBrowser (which has no headless mode) a virtual display; stopping it stops Xvfb too.
  const driver = spawn('xvfb-run', ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], { stdio: 'ignore', detached: true })
  const base = `http://127.0.0.1:${port}`

  async function call(method, path, body) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json()
    // WebKitWebDriver often leaves the message empty: its error code ("element click intercepted"…) says what failed.
    if (!response.ok)
      throw new Error(
        `WebDriver ${method} ${path}: ${[json.value?.error, json.value?.message].filter(Boolean).join(': ') || response.status}`,
      )
    return json.value
  }

  const started = Date.now()
  for (;;) {
    try {
      if ((await call('GET', '/status')).ready) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 20_000) throw new Error('WebKitWebDriver did not start within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const { sessionId } = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        // Classic WebDriver only (no BiDi here); --full-screen hides the toolbar so window sizes are exact.
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER_PATH, args: ['--automation', '--full-screen'] },
      },
    },
  })
  const session = `/session/${sessionId}`
  const evaluate = (fn, ...args) => call('POST', `${session}/execute/sync`, { script: asScript(fn), args })
  const element = async (fn, args) => {
    const found = await evaluate(fn, ...args)
    if (!found?.[ELEMENT_KEY]) throw new Error(`no element for ${fn.toString()}`)
    // Smooth scrolling makes the driver's click fail with "element not interactable".
    await call('POST', `${session}/execute/sync`, {
      script: 'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      args: [found],
    })
    return found[ELEMENT_KEY]
  }
  return {
    name: 'WebKit',
    goto: (url) => call('POST', `${session}/url`, { url }),
    evaluate,
    click: async (fn, ...args) => call('POST', `${session}/element/${await element(fn, args)}/click`, {}),
    type: async (fn, text, ...args) => call('POST', `${session}/element/${await element(fn, args)}/value`, { text }),
    setViewport: (width, height) => call('POST', `${session}/window/rect`, { width, height }),
    screenshot: async (file) => writeFileSync(file, Buffer.from(await call('GET', `${session}/screenshot`), 'base64')),
    close: async () => {
      await call('DELETE', session).catch(() => {})
      process.kill(-driver.pid, 'SIGTERM')
    },
  }
}
