/**
 * Every block type, listed once. The page schema's block union, the generated JSON Schema and the
 * renderer's view lookup all derive from this list. A view is found by convention at
 * blocks/<type>/<type>.tsx (default export).
 * Adding a block: one folder (index.ts, schema.ts, <type>.tsx, styles, test) and one line here.
 */
import { notFoundBlock } from './not-found/index.ts'
import { pageBannerBlock } from './page-banner/index.ts'

export const blockRegistry = [pageBannerBlock, notFoundBlock] as const

export type BlockType = (typeof blockRegistry)[number]['type']
