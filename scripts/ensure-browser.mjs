#!/usr/bin/env node
// Makes sure a Chromium exists before `playwright test` (run by `npm run test:e2e`).
// Order: a system browser (see find-browser.mjs) or Playwright's own; else `apt-get install chromium
// chromium-headless-shell` on Debian/Ubuntu as root; else `npx playwright install chromium`.
// The headless shell is what the tests drive (half the CPU, decision 257); chromium is for the bench and
// Lighthouse. Without the shell the tests still run, on chromium.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { HEADLESS_SHELL, findBrowser, findPlaywrightBrowser, findTestBrowser } from './find-browser.mjs'

const log = (message) => console.log(`ensure-browser: ${message}`)

function run(command, args, env = {}) {
  log(`${command} ${args.join(' ')}`)
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
}

function isDebianLike() {
  if (process.platform !== 'linux') return false
  try {
    return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'))
  } catch {
    return existsSync('/etc/debian_version')
  }
}

async function installedBrowser() {
  return findBrowser() ?? (await findPlaywrightBrowser())
}

let browser = await installedBrowser()

const needsShell = !process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL)
if ((!browser || needsShell) && isDebianLike() && process.getuid?.() === 0) {
  try {
    const env = { DEBIAN_FRONTEND: 'noninteractive' }
    run('apt-get', ['update'], env)
    run('apt-get', ['install', '-y', 'chromium', 'chromium-headless-shell'], env)
  } catch (error) {
    log(`apt-get failed (${error.message}); trying Playwright's download.`)
  }
  browser = await installedBrowser()
}

if (!browser) {
  try {
    run('npx', ['playwright', 'install', 'chromium'])
  } catch (error) {
    log(`npx playwright install failed (${error.message}).`)
  }
  browser = await installedBrowser()
}

if (!browser) {
  console.error('ensure-browser: no Chromium found. Install one (e.g. `apt-get install chromium`) or set CHROME_PATH.')
  process.exit(1)
}
log(`tests use ${findTestBrowser() ?? browser}`)
