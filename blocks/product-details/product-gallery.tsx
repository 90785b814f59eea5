/** The product photos: a carousel with a thumbnail strip, or thumbnails that open a lightbox. */
import { useState } from 'react'
import type { Product } from '#data/collections/products.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { doubleDensity } from '#lib/art.ts'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { Lightbox, lightboxTrigger, useLightbox } from '#ui/primitives/lightbox.tsx'

/** The specification's thumbnail strip: 2 slides, 3 from 768 and 992 px, 4 from 1200 px, 30 px apart. */
const THUMBS_PER_VIEW = { 0: 2, 768: 3, 992: 3, 1200: 4 }
const THUMBS_GAP = 30
const PHOTO_SIZE = 600

function DiscountBadge({ discount }: { discount: number }) {
  if (discount <= 0) return null
  return (
    <span className="product-gallery__badge">
      <span className="visually-hidden">Discount </span>-{discount}%
    </span>
  )
}

export function GalleryCarousel({ product }: { product: Product }) {
  const photos = product.gallery
  // The photo shown: the main carousel moves to it, and the strip follows so its thumbnail stays in view.
  const [active, setActive] = useState(0)
  const mainPicture = useMainPictureLoading()

  return (
    <div className="product-gallery product-gallery--carousel">
      <div className="product-gallery__main">
        <DiscountBadge discount={product.discount} />
        <Carousel
          label={`Photos of ${product.title}`}
          arrows={photos.length > 1}
          gap={0}
          slide={active}
          onSlideChange={setActive}
        >
          {photos.map((src, index) => (
            <img
              key={src}
              className="product-gallery__photo"
              src={src}
              alt={`${product.title}, photo ${index + 1} of ${photos.length}`}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              {...(index === 0 ? mainPicture : { loading: 'lazy', decoding: 'async' })}
            />
          ))}
        </Carousel>
      </div>
      {photos.length > 1 && (
        <Carousel
          label={`Choose a photo of ${product.title}`}
          perView={THUMBS_PER_VIEW}
          gap={THUMBS_GAP}
          className="product-gallery__thumbs"
          slide={active}
        >
          {photos.map((src, index) => (
            <button
              key={src}
              type="button"
              className="product-gallery__thumb"
              aria-label={`Show photo ${index + 1}`}
              aria-current={active === index ? 'true' : undefined}
              onClick={() => setActive(index)}
            >
              <img src={src} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" decoding="async" />
            </button>
          ))}
        </Carousel>
      )}
    </div>
  )
}

export function GalleryLightbox({ product }: { product: Product }) {
  const photos = product.gallery
  const lightbox = useLightbox()
  const mainPicture = useMainPictureLoading()
  // The page shows the 600 px files (a 1200 px one made the product page's LCP 2.0 s on a phone);
  // the lightbox, opened on demand, shows and zooms the 1200 px ones.
  const slides = photos.map((src, index) => ({
    src: doubleDensity(src) ?? src,
    alt: `${product.title}, photo ${index + 1} of ${photos.length}`,
    width: PHOTO_SIZE * 2,
    height: PHOTO_SIZE * 2,
  }))
  const first = photos[0]!

  return (
    <div className="product-gallery product-gallery--lightbox">
      <div className="product-gallery__main">
        <DiscountBadge discount={product.discount} />
        <button
          type="button"
          className="product-gallery__open"
          onClick={(event) => lightbox.openAt(0, event.currentTarget)}
          {...lightboxTrigger}
        >
          <img className="product-gallery__photo" src={first} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} {...mainPicture} />
          <span className="product-gallery__zoom" aria-hidden="true">
            <Icon name="search" size={20} />
          </span>
          <span className="visually-hidden">Open the photos of {product.title} full screen</span>
        </button>
      </div>
      <ul className="product-gallery__grid" aria-label={`Photos of ${product.title}`}>
        {photos.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className="product-gallery__thumb"
              onClick={(event) => lightbox.openAt(index, event.currentTarget)}
              {...lightboxTrigger}
            >
              <img src={src} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" decoding="async" />
              <span className="visually-hidden">
                Open photo {index + 1} of {photos.length}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox {...lightbox.props} slides={slides} label={`Photos of ${product.title}`} />
    </div>
  )
}
