// lint as: blocks/demo/schema.ts (a block's definition: schema.ts and index.ts run in Node, at build time)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { z } from 'zod'
import { defineBlock } from '../../src/page-builder/define-block.ts'
import { collectionRef } from '../../src/page-builder/collection-ref.ts'
import { imagePath } from '../../src/data/schemas.ts'
import { siteFile } from '../../src/data/site-file.ts'
import { blogSidebarProps } from '../../src/ui/blog-sidebar-props.ts'
import type Demo from './demo.tsx'
import { demoProps } from './schema.ts'
import { faqProps } from '../faq/schema.ts' // refused: Blocks never import other blocks
import products from '../../data/products.json' // refused: Blocks never import data/
import { useEntity } from '../../src/app/block-kit.ts' // refused: are build-time
import { useCart } from '../../src/cart/use-cart.ts' // refused: are build-time
import DemoView from './demo.tsx' // refused: never load a view
