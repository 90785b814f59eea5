// lint as: src/build/demo-step.ts (the Node build: it never loads browser UI; what it shares with the browser lives in src/lib or src/page-model)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { readFileSync } from 'node:fs'
import { compileSite } from './compile-site.ts'
import { collections } from '#data/collections.ts'
import { postGroups } from '#lib/blog-filters.ts'
import { sharePictureOf } from '#lib/art.ts'
import { routeTable } from '#page-model/route-paths.ts'
import { blockRegistry } from '#blocks/registry.ts'
import type { CatalogueBlock } from '#catalogue/catalogue-block.ts'
import type { CartItem } from '#cart/cart-rules.ts'
import { BlogSidebar } from '#ui/blog/blog-sidebar.tsx' // refused: The Node build does not import browser UI
import { SiteFooter } from '#frame/site-footer.tsx' // refused: The Node build does not import browser UI
import { cartCount } from '#cart/cart-rules.ts' // refused: The Node build does not import browser UI
import { blockPropsSchema } from '#editor/fields/schema-field.tsx' // refused: The Node build does not import browser UI
import { CataloguePage } from '#catalogue/catalogue-page.tsx' // refused: The Node build does not import browser UI
import { problem } from '../page-model/problem.ts' // refused: never with ../
