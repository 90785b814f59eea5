import { defineBlock } from '#page-model/define-block.ts'
import { searchResultsProps } from './schema.ts'

export const searchResultsBlock = defineBlock({
  type: 'search-results',
  description:
    'Search results page: a search field, the hits for ?q=… grouped by kind (products, posts, pages, people) with counts and a kind filter (?kind=product), and an empty state with “Did you mean …” and the shop’s shelves',
  props: searchResultsProps,
  example: { label: 'Search the farm' },
})
