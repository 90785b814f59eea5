/**
 * An <img> of a picture in one of the site's layouts (PICTURE_SIZES), so that a wide illustration also
 * offers its phone-sized file (pictureSources). Size and loading stay with the block: it knows the box it
 * draws and whether the picture may be on the first screen (useMainPictureLoading) or loads lazily.
 * Example: <Picture className="faq__image" src={image} layout="half" alt={imageAlt} width={1200} height={900} loading="lazy" />
 */
import type { ComponentProps } from 'react'
import { pictureSources, type PICTURE_SIZES } from './art.ts'

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
