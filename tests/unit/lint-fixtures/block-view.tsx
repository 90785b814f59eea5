// lint as: blocks/demo/demo.tsx (a block's view: it runs in the browser)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '../../src/ui/icons.tsx'
import { formatCents } from '../../src/lib/money.ts'
import { useCartActions } from '../../src/cart/use-cart.ts'
import { useEntity } from '../../src/app/block-kit.ts'
import type { Product } from '../../src/data/schemas.ts'
import type { z } from 'zod'
import type { DemoProps } from './schema.ts'
import { pickFeatured } from './pick-featured.ts'
import './demo.css'
import Faq from '../faq/faq.tsx' // refused: Blocks never import other blocks
import { faqProps } from '../../blocks/faq/schema.ts' // refused: Blocks never import other blocks
import products from '../../data/products.json' // refused: Blocks never import data/
import { EntityContext } from '../../src/app/entity-context.ts' // refused: only through src/app/block-kit.ts
import { compileSite } from '../../src/page-builder/compile-site.ts' // refused: A view imports only src/ui, src/lib, src/cart
import { SiteFooter } from '../../src/frame/site-footer.tsx' // refused: A view imports only src/ui, src/lib, src/cart
import { productSchema } from '../../src/data/schemas.ts' // refused: record types only (import type)
import { demoProps } from './schema.ts' // refused: only types from its schema.ts
import { demoBlock } from './index.ts' // refused: only types from its schema.ts
import { z as zod } from 'zod' // refused: only types from zod
import { routes } from 'virtual:site' // refused: never from the site's virtual modules
