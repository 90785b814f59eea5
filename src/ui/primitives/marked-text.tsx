/**
 * A text with the words a search matched marked (<mark>): the hit's `terms` are words as the index keeps
 * them, so each word of the text is compared the same way (case, accents and plural endings do not count).
 * Example: <MarkedText text="Wild Blueberries" terms={['blueberry']} /> marks "Blueberries".
 */
import { Fragment } from 'react'
import { SEARCH_WORD, searchTerm } from '#lib/search-words.ts'

export function MarkedText({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return text
  const wanted = new Set(terms.map(searchTerm))
  const parts: React.ReactNode[] = []
  let shownUpTo = 0
  for (const match of text.matchAll(SEARCH_WORD)) {
    if (!wanted.has(searchTerm(match[0]))) continue
    parts.push(text.slice(shownUpTo, match.index), <mark key={match.index}>{match[0]}</mark>)
    shownUpTo = match.index + match[0].length
  }
  parts.push(text.slice(shownUpTo))
  return <Fragment>{parts}</Fragment>
}
