/**
 * Every block type, listed once. The page schema's block union, the generated JSON Schema and the
 * renderer's view lookup all derive from this list. A view is found by convention at
 * blocks/<type>/<type>.tsx (default export).
 * Adding a block: one folder (index.ts, schema.ts, <type>.tsx, styles, test) and one line here.
 */
import { aboutIntroBlock } from './about-intro/index.ts'
import { blogHighlightsBlock } from './blog-highlights/index.ts'
import { categoryShowcaseBlock } from './category-showcase/index.ts'
import { contactSectionBlock } from './contact-section/index.ts'
import { heroSliderBlock } from './hero-slider/index.ts'
import { notFoundBlock } from './not-found/index.ts'
import { pageBannerBlock } from './page-banner/index.ts'
import { projectCarouselBlock } from './project-carousel/index.ts'
import { serviceHighlightsBlock } from './service-highlights/index.ts'
import { testimonialsBlock } from './testimonials/index.ts'
import { videoBenefitsBlock } from './video-benefits/index.ts'
import { whyChooseUsBlock } from './why-choose-us/index.ts'
import { cartTableBlock } from './cart-table/index.ts'
import { checkoutFormBlock } from './checkout-form/index.ts'
import { entityMissingBlock } from './entity-missing/index.ts'
import { productDetailsBlock } from './product-details/index.ts'
import { relatedProductsBlock } from './related-products/index.ts'
import { shopCatalogBlock } from './shop-catalog/index.ts'
import { wishlistListBlock } from './wishlist-list/index.ts'
import { recentlyViewedBlock } from './recently-viewed/index.ts'
// Home variants (/home-2, /home-3, /home-4): shared blocks
import { featureBlockBlock } from './feature-block/index.ts'
import { timelineBlock } from './timeline/index.ts'
import { faqBlock } from './faq/index.ts'
import { farmersCarouselBlock } from './farmers-carousel/index.ts'
import { funFactsBlock } from './fun-facts/index.ts'
import { servicesCarouselBlock } from './services-carousel/index.ts'
import { brandCarouselBlock } from './brand-carousel/index.ts'
// Home variants /home-3 and /home-4
import { categoryCarouselBlock } from './category-carousel/index.ts'
import { productGridBlock } from './product-grid/index.ts'
import { productTypesBlock } from './product-types/index.ts'
import { progressStatsBlock } from './progress-stats/index.ts'
import { promoBannerBlock } from './promo-banner/index.ts'
import { videoSectionBlock } from './video-section/index.ts'
import { projectDetailsBlock } from './project-details/index.ts'
import { projectGalleryBlock } from './project-gallery/index.ts'
import { serviceDetailsBlock } from './service-details/index.ts'
import { serviceGridBlock } from './service-grid/index.ts'
import { accountFormBlock } from './account-form/index.ts'
import { farmLocationBlock } from './farm-location/index.ts'
import { memberProfileBlock } from './member-profile/index.ts'
import { peopleGridBlock } from './people-grid/index.ts'
import { blogListBlock } from './blog-list/index.ts'
import { blogPostBlock } from './blog-post/index.ts'
import { searchResultsBlock } from './search-results/index.ts'

export const blockRegistry = [
  pageBannerBlock,
  notFoundBlock,
  // Home page (/)
  heroSliderBlock,
  aboutIntroBlock,
  serviceHighlightsBlock,
  videoBenefitsBlock,
  categoryShowcaseBlock,
  testimonialsBlock,
  projectCarouselBlock,
  whyChooseUsBlock,
  contactSectionBlock,
  blogHighlightsBlock,
  // Storefront (/shop, /shop-single/:id, /shop-single-thumb/:id, /cart, /checkout, /wishlist)
  shopCatalogBlock,
  productDetailsBlock,
  relatedProductsBlock,
  recentlyViewedBlock,
  entityMissingBlock,
  cartTableBlock,
  checkoutFormBlock,
  wishlistListBlock,
  // Home variants (/home-2, /home-3, /home-4): shared blocks
  featureBlockBlock,
  timelineBlock,
  faqBlock,
  farmersCarouselBlock,
  funFactsBlock,
  servicesCarouselBlock,
  brandCarouselBlock,
  // Home variants /home-3 (Agriculture Shop) and /home-4 (Dairy Farm)
  promoBannerBlock,
  categoryCarouselBlock,
  productGridBlock,
  progressStatsBlock,
  productTypesBlock,
  videoSectionBlock,
  // Projects and services (/project, /project-details/:id, /services, /services-2, /service-details/:id)
  projectGalleryBlock,
  projectDetailsBlock,
  serviceGridBlock,
  serviceDetailsBlock,
  // Company pages (/about-us, /farmers, /farmer-details/:id, /team, /team-details/:id, /contact, /register, /login)
  peopleGridBlock,
  memberProfileBlock,
  farmLocationBlock,
  accountFormBlock,
  // Blog (/blog-standard, /blog-with-sidebar, /blog-2-column, /blog-3-column, /blog-single/:id, /blog-single-with-sidebar/:id)
  blogListBlock,
  blogPostBlock,
  // Search (/search)
  searchResultsBlock,
] as const

export type BlockType = (typeof blockRegistry)[number]['type']
