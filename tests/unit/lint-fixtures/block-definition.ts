// lint as: blocks/demo/schema.ts (a block's definition: schema.ts and index.ts run in Node, at build time)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { z } from 'zod'
import { defineBlock } from '#page-model/define-block.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { imagePath } from '#data/schemas.ts'
import { siteFile } from '#data/site-file.ts'
import { blogSidebarProps } from '#data/blog-sidebar-props.ts'
import { SORT_KEYS } from '#lib/product-query.ts'
import type { ProductCardProps } from '#ui/shop/product-card.tsx'
import type Demo from './demo.tsx'
import { demoProps } from './schema.ts'
import { faqProps } from '../faq/schema.ts' // refused: Blocks never import other blocks or data/ files
import products from '../../data/products.json' // refused: Blocks never import other blocks or data/ files
import { useEntity } from '#app/block-kit.ts' // refused: are build-time
import { useCart } from '#cart/use-cart.ts' // refused: are build-time
import { Header } from '../../src/frame/site-header.tsx' // refused: Blocks never import other blocks or data/ files
import DemoView from './demo.tsx' // refused: never load a view
import { SORT_LABELS } from '#ui/shop/sort-labels.ts' // refused: The Node build does not import browser UI
