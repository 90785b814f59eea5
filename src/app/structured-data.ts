/**
 * Structured data (JSON-LD, schema.org) from the site's data, typed with schema-dts: the farm as a
 * business on every page, a Product with its Offer on product pages, a BlogPosting on posts and a
 * BreadcrumbList where the page shows a breadcrumb (decision 111). Pure: the prerender and the browser
 * build the same nodes, so client navigation keeps them right.
 */
import type { BlogPosting, BreadcrumbList, Graph, GroceryStore, Offer, Product, Thing } from 'schema-dts'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import type { Product as ProductRecord } from '#data/collections/products.ts'
import { openDays } from '#page-model/site-details.ts'
import type { SiteSettings } from '#data/site-schema.ts'
import { absoluteUrl } from '#page-model/site-documents.ts'
import { centsToDecimal, PRICE_CURRENCY } from '#lib/money.ts'
import { chosenPriceCents, choicesText, everyChoice, type ChosenOptions } from '#lib/product-options.ts'

/** The business node's id, so posts and products can name the farm without repeating it. */
export function businessId(site: Pick<SiteSettings, 'siteUrl'>): string {
  return absoluteUrl(site.siteUrl, '/#business')
}

/**
 * The farm. A GroceryStore, the most specific schema.org type that is true of it: visitors buy its
 * fruit, vegetables and dairy (schema.org has no "Farm"; FoodEstablishment is for places that serve food).
 */
export function businessNode(site: SiteSettings): GroceryStore {
  const { contact, openingHours } = site
  return {
    '@type': 'GroceryStore',
    '@id': businessId(site),
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(site.siteUrl, '/'),
    image: absoluteUrl(site.siteUrl, site.shareImage),
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.town,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: openDays(openingHours).map((day) => `https://schema.org/${day}` as const),
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
  }
}

/** "Home" then the page, as the page banner shows them; `pageUrl` is the page's canonical address. */
export function breadcrumbNode(site: SiteSettings, crumb: string, pageUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(site.siteUrl, '/') },
      { '@type': 'ListItem', position: 2, name: crumb, item: pageUrl },
    ],
  }
}

/**
 * A product page: the product with its offer (always in stock, as the page says); a product with options has an
 * offer for each way it can be bought, named by its choices ("Harvest Box (Large, Weekly)") at that price.
 */
export function productNode(
  site: SiteSettings,
  product: ProductRecord,
  pageUrl: string,
  imageUrl: string,
  description: string,
): Product {
  return {
    '@type': 'Product',
    name: product.title,
    description,
    image: imageUrl,
    url: pageUrl,
    category: product.category,
    ...(product.sku !== undefined && { sku: product.sku }),
    brand: { '@type': 'Brand', name: site.name },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratings, reviewCount: product.reviews, bestRating: 5 },
    offers: product.options ? everyChoice(product.options).map(offer) : offer({}),
  }

  function offer(chosen: ChosenOptions): Offer {
    return {
      '@type': 'Offer',
      ...(product.options && { name: `${product.title} (${choicesText(chosen)})` }),
      price: centsToDecimal(chosenPriceCents(product, chosen)),
      priceCurrency: PRICE_CURRENCY,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      seller: { '@id': businessId(site) },
    }
  }
}

/** A post. Its byline "Admin" is the farm's own account, so the farm is the author then. */
export function blogPostingNode(site: SiteSettings, post: BlogPost, pageUrl: string, imageUrl: string): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: imageUrl,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: post.date,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    commentCount: post.comments.length,
    author: post.author === 'Admin' ? { '@id': businessId(site) } : { '@type': 'Person', name: post.author },
    publisher: { '@id': businessId(site) },
  }
}

/**
 * The text of a <script type="application/ld+json">. JSON.stringify leaves "<", ">" and "&" as they are,
 * so "</script>" in a title would end the script and start markup; written as \u003c etc. they stay text
 * (and the JSON reads the same). U+2028 and U+2029 are escaped too, for older JavaScript parsers.
 */
export function jsonLdText(nodes: readonly Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes }
  return JSON.stringify(graph).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
