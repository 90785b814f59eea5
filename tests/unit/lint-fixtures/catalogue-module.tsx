// lint as: src/catalogue/demo-card.tsx (the block catalogue: a dev tool, which may use editor code such as its endpoint client)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { goTo, useAddress } from '#editor/shared/use-address.ts'
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'
import { BlockView } from '#app/page-renderer.tsx'
import { compileSite } from '#build/compile-site.ts' // refused: never imports Node-only code
import Faq from '#blocks/faq/faq.tsx' // refused: The app core does not know blocks
