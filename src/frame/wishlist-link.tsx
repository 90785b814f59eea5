/**
 * The header's wishlist: a heart linking to /wishlist with the number of saved products as a badge,
 * beside the cart. The prerendered HTML shows 0; the stored wishlist arrives after hydration, and the
 * badge sits over the link's corner, so its changing moves nothing.
 */
import { Link } from 'react-router-dom'
import { useWishlist } from '#cart/use-wishlist.ts'
import { Icon } from '#ui/primitives/icons.tsx'

const WISHLIST_PATH = '/wishlist'

export function WishlistLink() {
  const { count } = useWishlist()
  return (
    <Link className="icon-button wishlist-link" to={WISHLIST_PATH}>
      <Icon name="heart" size={22} />
      <span className="visually-hidden">
        Wishlist, {count} {count === 1 ? 'item' : 'items'}
      </span>
      <span className="wishlist-link__badge" aria-hidden="true" data-count={count}>
        {count}
      </span>
    </Link>
  )
}
