/**
 * The site pages a link field suggests for what was typed, best first: an address that starts with it,
 * then a title with a word that starts with it, then an address or title that contains it, then an
 * address a slip away (a few letters differ). Within a rank, the shorter address first (the page before
 * its records). Nothing else: "/sum" does not suggest "/".
 */
import { distance } from 'fastest-levenshtein'
import type { LinkChoice } from '#page-model/editor-api-types.ts'

/** A reference to a fact being typed at the end of a text: "Our {{hi" → "hi". */
const FACT_BEING_TYPED = /\{\{\s*([A-Za-z0-9]*)$/

/**
 * The farm's facts a text field offers while a reference is typed (`{{` then the start of a name, before the
 * caret): those whose name starts with what was typed, then (from three letters) those whose name or meaning
 * contains it. `start`
 * is where the reference begins, which the chosen `{{name}}` replaces.
 */
export function suggestFacts<F extends { name: string; about: string }>(
  facts: readonly F[],
  beforeCaret: string,
): { start: number; facts: F[] } | undefined {
  const typing = FACT_BEING_TYPED.exec(beforeCaret)
  if (!typing) return undefined
  const typed = typing[1]!.toLowerCase()
  const starts = facts.filter((fact) => fact.name.toLowerCase().startsWith(typed))
  // A letter or two is found in most meanings: the meaning is searched from three.
  const contains =
    typed.length < 3
      ? []
      : facts.filter((fact) => !starts.includes(fact) && `${fact.name} ${fact.about}`.toLowerCase().includes(typed))
  return { start: typing.index, facts: [...starts, ...contains].slice(0, SUGGESTIONS_SHOWN) }
}

/** How many suggestions the field shows: enough to choose from, few enough to read. */
export const SUGGESTIONS_SHOWN = 8

function rankOf(link: LinkChoice, typed: string, word: string): number {
  const href = link.href.toLowerCase()
  const label = link.label.toLowerCase()
  if (href.startsWith(typed) || (word && href.slice(1).startsWith(word))) return 0
  if (word && (label.startsWith(word) || label.split(/[^a-z0-9]+/).some((part) => part.startsWith(word)))) return 1
  if (href.includes(typed) || (word && label.includes(word))) return 2
  return 3
}

export function suggestLinks(links: readonly LinkChoice[], typed: string, limit = SUGGESTIONS_SHOWN): LinkChoice[] {
  const query = typed.trim().toLowerCase()
  if (query === '') return links.slice(0, limit)
  // "/sum" and "sum" both look for "summer" in titles; the slash belongs only to addresses.
  const word = query.replace(/^\//, '')
  const ranked = links.map((link, order) => {
    const rank = rankOf(link, query, word)
    // A typo ("/abut") still finds "/about-us": the last rank goes by how few letters differ from the address's start.
    const apart = rank === 3 ? distance(query, link.href.toLowerCase().slice(0, query.length)) : 0
    return { link, order, rank, apart }
  })
  const slip = Math.max(1, Math.floor(query.length / 3))
  return ranked
    .filter((entry) => entry.rank < 3 || entry.apart <= slip)
    .sort((a, b) => a.rank - b.rank || a.apart - b.apart || a.link.href.length - b.link.href.length || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.link)
}
