/**
 * The page's one inline script, src/app/start-up/start-app.ts: keeps what the visitor does before the app runs
 * (decision 008), and starts the app once the first screen has been shown (decisions 004, 140). A classic script in
 * <head>, so it runs before the first paint; compiled and minified on its own (it has no imports).
 * The build writes it into every page, and the Content-Security-Policy allows it by the hash of these
 * exact bytes (security-headers.ts, decision 110).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { minifySync, transformWithOxc } from 'vite'

export async function compileStartAppScript(root: string): Promise<string> {
  const file = join(root, 'src/app/start-up/start-app.ts')
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' })
  const script = `(() => {\n${code.replace(/^export /gm, '')}\nkeepInput()\nstartAppOnceShown()\n})()`
  const minified = minifySync(file.replace(/\.ts$/, '.js'), script)
  if (minified.errors.length > 0) throw new Error(`${file}: ${minified.errors.map((error) => error.message).join('; ')}`)
  return minified.code.trim().replace(/<\/script/gi, '<\\/script')
}
