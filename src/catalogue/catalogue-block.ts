import type { BlockFact } from '#build/block-facts.ts'

/** One block type as the catalogue page receives it (virtual:block-catalogue, `npm run dev` only). */
export interface CatalogueBlock extends BlockFact {
  /** The example props compiled as a page's would be (defaults applied, records resolved): what the view gets. */
  exampleProps: Record<string, unknown> | undefined
  /** Why the example props do not parse, when they do not (the block is then not drawn). */
  exampleProblems: string[]
  /** For a block that shows its page's record: the record it is drawn with. */
  sample?: { collection: string; id: number; label: string; record: Record<string, unknown> } | undefined
}
