// lint as: blocks/demo/demo.tsx (a block's view: it runs in the browser)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '#ui/primitives/icons.tsx'
import { formatCents } from '#lib/money.ts'
import { useCartActions } from '#cart/use-cart.ts'
import { useEntity } from '#app/block-kit.ts'
import type { Product } from '#data/collections/products.ts'
import type { z } from 'zod'
import type { DemoProps } from './schema.ts'
import { loadSearch } from '#search/load-search.ts'
import { pickFeatured } from './pick-featured.ts'
import './demo.css'
import Faq from '../faq/faq.tsx' // refused: Blocks never import other blocks or data/ files
import { faqProps } from '#blocks/faq/schema.ts' // refused: Blocks never import other blocks
import products from '../../data/products.json' // refused: Blocks never import other blocks or data/ files
import { EntityContext } from '#app/entity-context.ts' // refused: only through #app/block-kit.ts
import { compileSite } from '#build/compile-site.ts' // refused: never imports Node-only code
import { readFileSync } from 'node:fs' // refused: never imports Node modules
import { Icon as Climbed } from '../../src/ui/icons.tsx' // refused: src/ is reached through its alias
import { nearestPage } from '#page-model/route-paths.ts' // refused: A view imports only #ui, #lib, #cart
import { SiteFooter } from '#frame/site-footer.tsx' // refused: A view imports only #ui, #lib, #cart
import { productSchema } from '#data/collections/products.ts' // refused: so import only its types (import type)
import { demoProps } from './schema.ts' // refused: only types from its schema.ts
import { demoBlock } from './index.ts' // refused: only types from its schema.ts
import { z as zod } from 'zod' // refused: only types from zod
import { routes } from 'virtual:site' // refused: never from the site's virtual modules
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
