// The block catalogue (/__blocks) is a tool of `npm run dev`: the built site has no such page, and none
// of its code, styles or data reach the production files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { distDir, expect, test } from './fixtures'

/** Strings only the catalogue's page, styles and data contain. */
const CATALOGUE_MARKERS = ['Block catalogue', 'catalogue-entry', 'virtual:block-catalogue', 'Copy snippet', 'src/catalogue/']

const builtFiles = () => readdirSync(distDir, { recursive: true, encoding: 'utf8' })

test('the built site has no /__blocks page', async ({ request }) => {
  expect(builtFiles().filter((file) => file.includes('__blocks'))).toEqual([])
  const response = await request.get('/__blocks')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('Block catalogue')
})

test('no production file holds catalogue code, styles or data', () => {
  const textFiles = builtFiles().filter((file) => /\.(js|css|html|json|xml|txt)$/.test(file))
  expect(textFiles.filter((file) => file.endsWith('.js')).length, `no scripts in ${distDir}: run npm run build`).toBeGreaterThan(
    0,
  )
  const holding = textFiles.flatMap((file) => {
    const text = readFileSync(path.join(distDir, file), 'utf8')
    return CATALOGUE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`)
  })
  expect(holding).toEqual([])
})
