/**
 * The parts of data/site.json that block schemas use as defaults (contact details, opening hours,
 * social links; address and hours written out as visitors read them), read as text like the
 * collections: a JSON import of a broken file (stray comma, empty file) would crash validate and the build with a stack trace before compileSite could report the
 * problem at its line. A broken or incomplete file gives empty values here; compileSite reports it.
 * Node-side only, like collections.ts.
 */
import { readFileSync } from 'node:fs'
import { fillFacts, readFarmFacts } from '#data/farm-facts.ts'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
import { formatAddress, formatOpeningHours, WEEK_DAYS, type OpeningHours, type PostalAddress } from '#page-model/site-details.ts'

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
  const { value } = parseJsonWithPositions(
    fillFacts('data/site.json', readFileSync(join(repoRoot, 'data/site.json'), 'utf8'), readFarmFacts(repoRoot)).text,
  )
  const site = (value ?? {}) as {
    siteUrl?: unknown
    contact?: { phone?: unknown; email?: unknown; address?: Partial<Record<keyof PostalAddress, unknown>> }
    openingHours?: Partial<Record<keyof OpeningHours, unknown>>
    social?: unknown
  }
  const text = (field: unknown) => (typeof field === 'string' ? field : '')
  return {
    siteUrl: text(site.siteUrl),
    contact: { phone: text(site.contact?.phone), email: text(site.contact?.email), address: addressText(site.contact?.address) },
    openingHours: hoursText(site.openingHours),
    social: Array.isArray(site.social) ? site.social : [],
  }
}

/** The address as shown, or '' while a field is missing (compileSite names it). */
function addressText(address: Partial<Record<keyof PostalAddress, unknown>> | undefined): string {
  const { street, town, region, postalCode } = address ?? {}
  if (![street, town, region, postalCode].every((field) => typeof field === 'string')) return ''
  return formatAddress({ street, town, region, postalCode, country: '' } as PostalAddress)
}

/** The opening hours as shown, or '' while they are incomplete (compileSite names the problem). */
function hoursText(hours: Partial<Record<keyof OpeningHours, unknown>> | undefined): string {
  const { from, to, opens, closes } = hours ?? {}
  const isDay = (day: unknown) => WEEK_DAYS.includes(day as OpeningHours['from'])
  const isTime = (time: unknown) => typeof time === 'string' && /^\d\d:\d\d$/.test(time)
  if (!isDay(from) || !isDay(to) || !isTime(opens) || !isTime(closes)) return ''
  return formatOpeningHours({ from, to, opens, closes } as OpeningHours)
}

export const siteFile = readSiteFile()
