import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { CollectionName } from '#data/collections.ts'

/**
 * What the registry knows of a block type. The view lives beside it: blocks/<type>/<type>.tsx, default
 * export, receiving the parsed props; blocks/views.ts (generated) loads it and has tsc check the two agree.
 */
export interface BlockDefinition<T extends string = string, P extends z.ZodType = z.ZodType> {
  /** Equals the folder name under blocks/. */
  type: T
  /** One line for editors: shown when they pick a block type. */
  description: string
  /** Props schema: strict object, a .describe() on every prop, defaults via .default(). */
  props: P
  /**
   * Props as a page file writes them, chosen to show the block well: the block catalogue (/__blocks,
   * docs/blocks.md) draws the block with them, and an editor adding the block starts from them.
   */
  example: z.input<P>
  /**
   * The data collection(s) whose record the view reads from its page (useEntity): the block belongs on
   * pages whose "entity" is bound to one of them, e.g. 'products' for the product details.
   */
  entity?: CollectionName | readonly CollectionName[]
  /**
   * Only for list blocks a page file may number by path (its "pageNumber"): how many pages the list
   * has with these props, so the build prerenders one URL per page.
   */
  pageCount?(props: z.output<P>): number
  /**
   * True for a block at least as tall as a phone's screen (a hero slider): the block after it starts
   * below the fold, so its pictures load lazily instead of competing with the largest paint.
   */
  fillsScreen?: boolean
  /**
   * The picture that stands for a page opening with this block (a hero's first scene): its picture in
   * link previews when the page file names no "shareImage". src/lib/art.ts finds its share-sized file.
   */
  sharePicture?(props: z.output<P>): string | undefined
  /**
   * The last step of the breadcrumb trail the block shows after "Home" (the page banner's): search
   * engines get the same trail as structured data (a BreadcrumbList).
   */
  breadcrumb?(props: z.output<P>): string | undefined
}

export function defineBlock<T extends string, P extends z.ZodType>(definition: BlockDefinition<T, P>) {
  return definition
}

/** A block's view, loaded on demand (each block is its own chunk); its props are what the schema outputs. */
export type LazyBlockView<P extends z.ZodType> = () => Promise<{ default: ComponentType<z.output<P>> }>

/**
 * The view of every block in a registry, by type: blocks/views.ts `satisfies` this, so `tsc` fails when a
 * view's props disagree with its block's schema, or a block has no view.
 */
export type BlockViews<R extends readonly BlockDefinition[]> = {
  [B in R[number] as B['type']]: LazyBlockView<B['props']>
}

/** The collections a block's view needs as its page's entity; empty for a block that reads none. */
export function entityCollections(definition: Pick<BlockDefinition, 'entity'>): readonly CollectionName[] {
  if (definition.entity === undefined) return []
  return typeof definition.entity === 'string' ? [definition.entity] : definition.entity
}
