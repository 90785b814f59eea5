/**
 * How search compares words, shared by the index, the queries and the marking of matched words: case and
 * accents do not count ("Crème" is "creme"), nor a plural's ending ("strawberries" is "strawberry", "eggs" is
 * "egg", but "grass" stays "grass").
 */

/**
 * Words spelt two ways, kept as one, as accents are: typo tolerance is only for a word nothing matches
 * (search-engine.ts), and "yoghurt" matches a page, so it would never reach the "yogurt" the shop sells.
 */
const SPELLINGS: Readonly<Record<string, string>> = { yoghurt: 'yogurt' }

/** One word as the index keeps it: lower case, accents folded, plural endings taken off, one spelling. */
export function searchTerm(word: string): string {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const singular =
    folded.length > 4 && folded.endsWith('ies')
      ? `${folded.slice(0, -3)}y`
      : folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')
        ? folded.slice(0, -1)
        : folded
  return SPELLINGS[singular] ?? singular
}

/** The words of a text: runs of letters and digits (an apostrophe inside a word keeps it whole). */
export const SEARCH_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

export function searchWords(text: string): string[] {
  return text.match(SEARCH_WORD) ?? []
}
