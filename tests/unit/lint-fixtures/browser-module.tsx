// lint as: src/frame/demo-menu.tsx (the browser zone: never Node modules, never Node-only code, never a block)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { useState } from 'react'
import { routes } from 'virtual:site'
import { Icon } from '#ui/primitives/icons.tsx'
import { useCart } from '#cart/use-cart.ts'
import { NOT_FOUND_PATH } from '#page-model/route-paths.ts'
import { MenuGroups } from './menu-groups.ts'
import type { Product } from '#data/collections/products.ts'
import type { BlockFact } from '#build/block-facts.ts'
import type { EditorProblem } from '#editor-server/editor-api.ts'
import { readFileSync } from 'node:fs' // refused: never imports Node modules (node:…)
import { join } from 'path' // refused: never imports Node modules (node:…)
import { compileSite } from '#build/compile-site.ts' // refused: never imports Node-only code (src/build, src/editor-server)
import { editorCatalogue } from '#editor-server/editor-api.ts' // refused: never imports Node-only code (src/build, src/editor-server)
import { collections } from '#data/collections.ts' // refused: src/data reads the data files in Node
import { SiteFooter } from '../frame/site-footer.tsx' // refused: never with ../
import Faq from '#blocks/faq/faq.tsx' // refused: The app core does not know blocks
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
