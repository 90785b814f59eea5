/**
 * An <img> of a picture in one of the site's layouts (PICTURE_SIZES), so that a wide illustration also
 * offers its phone-sized file (pictureSources). Size and loading stay with the block: it knows the box it
 * draws and whether the picture may be on the first screen (useMainPictureLoading) or loads lazily.
 * Example: <Picture className="blog-list__image" src={post.thumb} layout="card" alt="" width={1200} height={750} loading="lazy" />
 */
import type { ComponentProps } from 'react'
import { pictureSources, type PICTURE_SIZES } from '#lib/art.ts'

type PictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string
  layout: keyof typeof PICTURE_SIZES
  alt: string
  width: number
  height: number
}

export function Picture({ className, src, layout, alt, ...sizeAndLoading }: PictureProps) {
  return <img className={className} {...pictureSources(src, layout)} alt={alt} {...sizeAndLoading} />
}

/** Loading attributes a block may give a picture instead of lazy loading, e.g. useMainPictureLoading()'s. */
type PictureLoading = Pick<ComponentProps<'img'>, 'loading' | 'fetchPriority' | 'decoding'>

const LAZY: PictureLoading = { loading: 'lazy' }

/**
 * The 1200×900 picture beside a section's text, half the page wide from 992 px (the "half" layout).
 * It loads lazily unless the block gives other loading attributes (a block's main picture).
 * Example: <SidePicture className="faq__image" src={image} alt={imageAlt} />
 */
export function SidePicture({
  className,
  src,
  alt,
  loading = LAZY,
}: {
  className?: string
  src: string
  alt: string
  loading?: PictureLoading
}) {
  return <Picture className={className} src={src} layout="half" alt={alt} width={1200} height={900} {...loading} />
}

/**
 * A card's 1200×900 picture (the "card" layout). It only illustrates the card's title, so it has no text
 * alternative. It loads lazily unless the block gives other loading attributes (a block's main picture).
 * Example: <CardPicture className="project-carousel__image" src={project.thumb} />
 */
export function CardPicture({ className, src, loading = LAZY }: { className?: string; src: string; loading?: PictureLoading }) {
  return <Picture className={className} src={src} layout="card" alt="" width={1200} height={900} {...loading} />
}
