/**
 * How search compares words, shared by the index, the queries and the marking of matched words: case and
 * accents do not count ("Crème" is "creme"), nor a plural's ending ("strawberries" is "strawberry", "eggs" is
 * "egg", but "grass" stays "grass").
 */

/** One word as the index keeps it: lower case, accents folded, plural endings taken off. */
export function searchTerm(word: string): string {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (folded.length > 4 && folded.endsWith('ies')) return `${folded.slice(0, -3)}y`
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) return folded.slice(0, -1)
  return folded
}

/** The words of a text: runs of letters and digits (an apostrophe inside a word keeps it whole). */
export const SEARCH_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

export function searchWords(text: string): string[] {
  return text.match(SEARCH_WORD) ?? []
}
