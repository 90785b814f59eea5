import type { z } from 'zod'

/**
 * What the registry knows of a block type. The view lives beside it by convention:
 * blocks/<type>/<type>.tsx, default export, receiving the parsed props.
 */
export interface BlockDefinition<T extends string = string, P extends z.ZodType = z.ZodType> {
  /** Equals the folder name under blocks/. */
  type: T
  /** One line for editors: shown when they pick a block type. */
  description: string
  /** Props schema: strict object, a .describe() on every prop, defaults via .default(). */
  props: P
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
   * link previews when the page file names no "shareImage". src/ui/art.ts finds its share-sized file.
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
