/**
 * Each block type's plain name, for editors who do not read code names: the block catalogue's card titles
 * and the editor's Add-block dialog show it first, the code name ("faq") second. block-names.test.ts
 * fails while a registered block type has no name here.
 */
const PLAIN_NAMES: Record<string, string> = {
  'about-intro': 'About the farm, with a counter',
  'account-form': 'Register or log in form',
  'blog-highlights': 'Latest blog posts',
  'blog-list': 'List of blog posts',
  'blog-post': 'Blog post',
  'brand-carousel': 'Partner logos',
  'cart-table': 'Shopping cart',
  'category-carousel': 'Product categories carousel',
  'category-showcase': 'Product category tiles',
  'checkout-form': 'Checkout form',
  'contact-section': 'Contact form and details',
  'entity-missing': 'Record not found message',
  faq: 'Frequently asked questions',
  'farm-location': 'Farm map and directions',
  'farmers-carousel': 'Farmers carousel',
  'feature-block': 'Features with icons',
  'fun-facts': 'Why choose us, with counters',
  'hero-slider': 'Hero slideshow',
  'member-profile': 'Person’s profile',
  'not-found': 'Page not found message',
  'page-banner': 'Page banner with breadcrumb',
  'people-grid': 'Grid of people',
  'product-details': 'Product details',
  'product-grid': 'Product grid',
  'product-types': 'Kinds of product',
  'progress-stats': 'The farm in figures',
  'project-carousel': 'Projects carousel',
  'project-details': 'Project details',
  'project-gallery': 'Project gallery',
  'promo-banner': 'Promotion banner',
  'recently-viewed': 'Recently viewed products',
  'related-products': 'Related products',
  'service-details': 'Service details',
  'service-grid': 'Grid of services',
  'service-highlights': 'Service highlights',
  'services-carousel': 'Services carousel',
  'search-results': 'Search results',
  'shop-catalog': 'Shop with sorts and filters',
  testimonials: 'Customer testimonials',
  timeline: 'Timeline of the farm',
  'video-benefits': 'Background video with benefits',
  'video-section': 'Video with a play button',
  'why-choose-us': 'Why choose us, with progress circles',
  'wishlist-list': 'Wishlist',
}

/** "faq" → "Frequently asked questions"; a type not (yet) in the table → its code name in words (blockLabel). */
export function plainBlockName(type: string): string {
  return PLAIN_NAMES[type] ?? blockLabel(type)
}

const ACRONYMS = new Set(['faq', 'cta'])

/** A block's code name in words, as the page editor names a block on the page: "hero-slider" → "Hero slider", "faq" → "FAQ". */
export function blockLabel(type: string): string {
  const words = type.split('-').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
  const [first = '', ...rest] = words
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ')
}

/** The block types that have a plain name. */
export const namedBlockTypes: readonly string[] = Object.keys(PLAIN_NAMES)
