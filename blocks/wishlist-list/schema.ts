/**
 * wishlist-list — the wishlist page: each saved product with its picture, its title linking to the
 * product, its price, Add to cart (the cart's rules and messages) and Remove; an empty wishlist shows a
 * friendly message and a link to the shop. The wishlist lives in the visitor's browser, so the
 * prerendered HTML holds a neutral placeholder until it is read.
 * Example props: { "emptyTitle": "Your wishlist is empty" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

export const wishlistListProps = z.strictObject({
  emptyTitle: line(TEXT_MAX.title).default('Your wishlist is empty').describe('Heading shown when nothing is saved'),
  emptyText: line(TEXT_MAX.sentence)
    .default('Tap the heart on anything in the shop to keep it here for later: fruit, vegetables and farmhouse dairy.')
    .describe('Sentence under the empty-wishlist heading'),
  shopLink: sitePath.default('/shop').describe('Where "Browse the shop" goes'),
})
export type WishlistListProps = z.output<typeof wishlistListProps>
