// Finds the Chromium that Playwright and Lighthouse drive: a system browser first, since nothing may
// download one on our machines. See docs/decisions/021-e2e-and-browser.md.
import { accessSync, constants } from 'node:fs'

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Flags the system Chromium needs on these machines (docs/decisions/021-e2e-and-browser.md): as root it
 * needs --no-sandbox, and the background-networking flags keep it from reaching hosts outside.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * $CHROME_PATH, else the first system Chromium/Chrome found; undefined means "use Playwright's own browser".
 * @returns {string | undefined}
 */
export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    console.warn(`find-browser: CHROME_PATH=${fromEnv} is not an executable file; trying ${SYSTEM_BROWSERS.join(', ')}`)
  }
  return SYSTEM_BROWSERS.find(isExecutable)
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser the tests drive. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser Playwright's tests drive: $CHROME_PATH, else Chromium's headless shell, else findBrowser().
 * The shell is the same Blink without the full browser around it — the one Playwright itself runs headless —
 * and loads a page to ready for about half the CPU of /usr/bin/chromium (docs/decisions/257).
 * @returns {string | undefined}
 */
export function findTestBrowser() {
  if (!process.env.CHROME_PATH && isExecutable(HEADLESS_SHELL)) return HEADLESS_SHELL
  return findBrowser()
}

/**
 * The Chromium downloaded by `npx playwright install chromium`, if present.
 * @returns {Promise<string | undefined>}
 */
export async function findPlaywrightBrowser() {
  const { chromium } = await import('@playwright/test')
  const file = chromium.executablePath()
  return isExecutable(file) ? file : undefined
}
