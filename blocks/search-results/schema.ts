/**
 * search-results — the results page (`/search?q=cheese&kind=product`): a search field to change the query,
 * links that keep one kind of hit (Products, Posts, Pages, People, each with its count), and the hits
 * grouped by kind with the matched words marked. A query that finds nothing says so, offers the nearest
 * word that finds something ("Did you mean …") and the shop's shelves. Results are drawn in the browser
 * once the search engine has loaded; the prerendered page shows the field and an invitation.
 * Example props: { "label": "Search the farm" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

export const searchResultsProps = z.strictObject({
  label: line(TEXT_MAX.label).default('Search the farm').describe('Label of the search field, read out by screen readers'),
  placeholder: line(TEXT_MAX.label)
    .default('Cheese, blueberries, soil…')
    .describe('Example words shown in the empty search field')
    .meta({ title: 'Example words in the search box' }),
  promptTitle: line(TEXT_MAX.title).default('What are you looking for?').describe('Heading shown before anything is searched'),
  promptText: line(TEXT_MAX.sentence)
    .default(
      'Search our fruit, vegetables and dairy, the farm journal, our services and projects, and the people who grow your food.',
    )
    .describe('Sentence under that heading'),
  suggestions: z
    .array(line(TEXT_MAX.label))
    .max(8)
    .default(['Cheese', 'Blueberries', 'Honey', 'Soil care'])
    .describe('Searches offered under that sentence, each a link to its results; empty for none')
    .meta({ title: 'Suggested searches' }),
  emptyTitle: line(TEXT_MAX.title).default('Nothing matched your search').describe('Heading shown when a query finds nothing'),
  emptyText: line(TEXT_MAX.sentence)
    .default('Check the spelling, try a shorter or more general word, or browse a shelf of the shop.')
    .describe('Sentence under that heading, before the shop’s shelves'),
  shopLink: sitePath.default('/shop').describe('The shop: the empty results offer its shelves (?category=… is added)'),
})
export type SearchResultsProps = z.output<typeof searchResultsProps>
