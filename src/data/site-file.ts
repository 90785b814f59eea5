/**
 * The parts of data/site.json that block schemas use as defaults (contact details, opening hours,
 * social links), read as text like the collections: a JSON import of a broken file (stray comma, empty
 * file) would crash validate and the build with a stack trace before compileSite could report the
 * problem at its line. A broken or incomplete file gives empty values here; compileSite reports it.
 * Node-side only, like collections.ts.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJsonWithPositions } from '../page-builder/json-positions.ts'

export interface SiteFileDefaults {
  /** The site's public address, e.g. "https://greenvalley.example". */
  siteUrl: string
  contact: { phone: string; email: string; address: string }
  openingHours: string
  social: { network: string; label: string; href: string }[]
}

// A path, as in collections.ts: Vite rewrites new URL('…', import.meta.url) into an asset URL.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

function readSiteFile(): SiteFileDefaults {
  const { value } = parseJsonWithPositions(readFileSync(join(repoRoot, 'data/site.json'), 'utf8'))
  const site = (value ?? {}) as Partial<SiteFileDefaults> & { contact?: Partial<SiteFileDefaults['contact']> }
  const text = (field: unknown) => (typeof field === 'string' ? field : '')
  return {
    siteUrl: text(site.siteUrl),
    contact: { phone: text(site.contact?.phone), email: text(site.contact?.email), address: text(site.contact?.address) },
    openingHours: text(site.openingHours),
    social: Array.isArray(site.social) ? site.social : [],
  }
}

export const siteFile = readSiteFile()
