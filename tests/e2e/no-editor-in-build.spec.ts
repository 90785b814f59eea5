// The page editor (/__edit) exists only in `npm run dev`: the built site carries none of its code, and the
// production server knows no such address.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { distDir, expect, test } from './fixtures'

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  )
}

test('the build holds no part of the page editor', () => {
  const texts = filesIn(distDir).filter((file) => /\.(html|js|css|json)$/.test(file))
  expect(texts.length).toBeGreaterThan(100)
  // Strings only the editor has: its address, its endpoint, its drag-and-drop library and its styles.
  const markers = ['/__edit', '__edit/api', 'dnd-kit', 'ed-outline', 'Save as new page']
  const found = texts.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(distDir, file)}: ${marker}`)
  })
  expect(found).toEqual([])
})

test('the production server has no editor and no editor endpoint', async ({ request }) => {
  expect((await request.get('/__edit')).status()).toBe(404)
  expect((await request.get('/__edit/api/pages')).status()).toBe(404)
  const write = await request.post('/__edit/api/save', { data: { name: 'home-2.json', page: {} } })
  expect(write.status()).toBeGreaterThanOrEqual(400)
})
