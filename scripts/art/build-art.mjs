// Entry point of the art pipeline: `npm run art` (node scripts/art/build-art.mjs).
// Writes every SVG under public/art (and public/favicon.svg), the catalogue in
// docs/art-catalogue.md, then the videos unless --no-video is given.
// Pass --only=scenes,products,... to rebuild a subset while iterating.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildScenes } from './make/scenes.mjs'
import { buildProducts } from './make/products.mjs'
import { buildIcons } from './make/icons.mjs'
import { buildPeople } from './make/people.mjs'
import { buildEditorial } from './make/editorial.mjs'
import { buildBrand } from './make/brand.mjs'
import { buildDairy } from './make/dairy.mjs'
import { buildCompany } from './make/company.mjs'
import { buildSocial } from './make/social.mjs'
import { buildVideos } from './build-videos.mjs'
import { writeCatalogue } from './lib/catalogue.mjs'
import { checkScenes } from './lib/contrast.mjs'
import { RASTER_FOLDERS, rasterizeFavicon, rasterizeLogos, rasterizeSvgs, svgFilesUnder } from './lib/raster.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const publicDir = path.join(repo, 'public')
const args = process.argv.slice(2)
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',')
const want = (k) => !only || only.includes(k)

// A full run starts from an empty public/art so renamed or dropped files do not linger.
if (!only) fs.rmSync(path.join(publicDir, 'art'), { recursive: true, force: true })

const steps = [
  [
    'scenes',
    (dir) => {
      buildScenes(dir)
      checkScenes(dir)
    },
  ],
  ['products', buildProducts],
  ['people', buildPeople],
  ['editorial', buildEditorial],
  ['brand', buildBrand],
  ['dairy', buildDairy],
  ['company', buildCompany],
  // after scenes and brand: draws the hero scenes with the logo as JPEG share pictures
  ['social', buildSocial],
  // icons last: it also writes every emoji the other steps placed
  ['icons', buildIcons],
]
for (const [name, run] of steps) {
  if (!want(name)) continue
  const t = Date.now()
  await run(publicDir)
  console.log(`art: ${name} done in ${Date.now() - t} ms`)
}
// Detailed illustrations ship as WebP (decision 005): every SVG just written into those folders.
{
  const t = Date.now()
  const files = RASTER_FOLDERS.flatMap((folder) => {
    const dir = path.join(publicDir, 'art', folder)
    return fs.existsSync(dir) ? svgFilesUnder(dir) : []
  })
  await rasterizeSvgs(files)
  console.log(`art: ${files.length} illustrations drawn as WebP in ${Date.now() - t} ms`)
}
if (want('brand')) {
  await rasterizeLogos(['logo.svg', 'logo-light.svg'].map((name) => path.join(publicDir, 'art', name)))
  console.log('art: the logos drawn as WebP')
  await rasterizeFavicon(path.join(publicDir, 'favicon.svg'))
  console.log('art: the favicon drawn as PNG')
}
if (!args.includes('--no-video') && want('videos')) {
  await buildVideos(publicDir)
}
if (!only) {
  await writeCatalogue(repo)
  console.log('art: wrote docs/art-catalogue.md')
}
