/**
 * One of the site's 128×128 icon pictures (/art/icons/…) in the box a block styles (a disc, a tile):
 * decoration beside a title or label, so it has no text alternative, and it loads lazily.
 * Example: <IconBox className="feature-block__feature-icon" src="/art/icons/tomato.webp" />
 */
export function IconBox({ className, src }: { className: string; src: string }) {
  return (
    <span className={className}>
      <img src={src} alt="" width={128} height={128} loading="lazy" />
    </span>
  )
}
