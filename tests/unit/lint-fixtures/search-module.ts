// lint as: src/search/demo-engine.ts (the site's search: browser code the frame, blocks and src/ui call)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import type MiniSearch from 'minisearch'
import { searchTerm } from '#lib/search-words.ts'
import documents from 'virtual:site/search-documents'
import type { SearchHit } from './search-types.ts'
import { MarkedText } from '#ui/primitives/marked-text.tsx' // refused: it imports only #lib and #page-model
import { useCartActions } from '#cart/use-cart.ts' // refused: it imports only #lib and #page-model
import { SiteHeader } from '#frame/site-header.tsx' // refused: it imports only #lib and #page-model
import Faq from '#blocks/faq/faq.tsx' // refused: The app core does not know blocks
import { compileSite } from '#build/compile-site.ts' // refused: never imports Node-only code
import { readFile } from 'node:fs/promises' // refused: never imports Node modules
import { loadSearch } from '../search/load-search.ts' // refused: never with ../
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
