#!/usr/bin/env node
// `npm run test:browsers`: the smoke suite in Firefox and WebKit against the built site (dist/, or
// DIST_DIR). Installs Debian's engines when it runs as root on Debian and they are missing; otherwise
// says what to install. Screenshots go to test-results/browsers/ for a look by eye (engines differ in
// scrollbars and text metrics, so they are never diffed). Ends with "N passed, N failed".
import { execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { urlsShowingEveryBlockType } from '#build/site-routes.ts'
import { FIREFOX_PATH, WEBKIT_BROWSER_PATH, WEBKIT_DRIVER_PATH, launchFirefox, launchWebKit } from './engines.mjs'
import { smokeChecks } from './smoke.mjs'
import { startSmokeServer } from './smoke-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const shotsDir = path.join(root, 'test-results', 'browsers')
const DEBIAN_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth']
const ATTEMPTS = process.env.CI ? 2 : 1
const NEEDED_FILES = [FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH, '/usr/bin/xvfb-run']

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function ensureEngines() {
  let missing = NEEDED_FILES.filter((file) => !isExecutable(file))
  if (missing.length === 0) return
  const debian = existsSync('/etc/os-release') && /\b(debian|ubuntu)\b/.test(readFileSync('/etc/os-release', 'utf8'))
  if (debian && process.getuid?.() === 0) {
    console.log(`test:browsers: installing ${DEBIAN_PACKAGES.join(' ')}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES], { stdio: 'inherit', env })
    missing = NEEDED_FILES.filter((file) => !isExecutable(file))
  }
  if (missing.length > 0) {
    console.error(
      `test:browsers: cannot run: ${missing.join(', ')} not found.\n` +
        `Install Debian's ${DEBIAN_PACKAGES.join(' ')} (as root: apt-get install -y ${DEBIAN_PACKAGES.join(' ')}).`,
    )
    process.exit(1)
  }
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`test:browsers: ${distDir}/index.html not found — run \`npm run build\` first.`)
  process.exit(1)
}
ensureEngines()
mkdirSync(shotsDir, { recursive: true })

// Every block type once, not every page: in these engines the question is whether each block's code runs.
const { routes, missing } = urlsShowingEveryBlockType(root, distDir)
for (const entry of missing) console.warn(`test:browsers: no prerendered URL for ${entry}`)
let passed = 0
let failed = missing.length

/** One engine's checks, in order, against a server of its own (its failed requests are that engine's). */
async function runEngine(launch) {
  const server = await startSmokeServer(distDir)
  let driver
  try {
    driver = await launch()
  } catch (error) {
    console.error(`✗ ${launch.name}: the engine did not start: ${error.message}`)
    failed += 1
    await server.close()
    return
  }
  const screenshot = (name) => driver.screenshot(path.join(shotsDir, `${driver.name.toLowerCase()}-${name}.png`))
  for (const check of smokeChecks(routes)) {
    // Like the Playwright suite: one retry on CI, and a check that passes only then is named flaky.
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const started = Date.now()
      try {
        await check.run({ driver, server, origin: server.origin, screenshot })
        passed += 1
        const flaky = attempt > 1 ? ' — flaky: passed on retry' : ''
        console.log(`✓ ${driver.name}: ${check.name} (${Date.now() - started} ms)${flaky}`)
        break
      } catch (error) {
        const last = attempt === ATTEMPTS
        if (last) failed += 1
        console.error(
          `${last ? '✗' : '↻'} ${driver.name}: ${check.name}\n    ${String(error.message).split('\n').join('\n    ')}`,
        )
        await screenshot(`failed-${passed + failed}-${attempt}`).catch(() => {})
      } finally {
        server.takeFailedRequests()
      }
    }
  }
  await driver.close()
  await server.close()
}

// The two engines side by side: each drives one browser, one core each.
await Promise.all([launchFirefox, launchWebKit].map(runEngine))
console.log(`\n${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
