/** The farm's logo linking home; the light version sits on dark backgrounds. */
import { Link } from 'react-router-dom'
import { site } from 'virtual:site/settings'

interface LogoProps {
  tone?: 'default' | 'light'
  /** Only the header's logo is needed at once; the others (panels, footer) load when shown. */
  loading?: 'eager' | 'lazy'
  className?: string
  onNavigate?: () => void
}

export function Logo({ tone = 'default', loading = 'lazy', className = '', onNavigate }: LogoProps) {
  // WebP, not the SVG it is drawn from (scripts/art/lib/raster.mjs, rasterizeLogos): an SVG picture is a whole
  // document on the main thread, and its outlined lettering made it slow to paint (decision 238).
  const file = tone === 'light' ? '/art/logo-light' : '/art/logo'
  return (
    <Link className={`logo ${className}`.trim()} to="/" onClick={onNavigate}>
      <img
        src={`${file}@2x.webp`}
        srcSet={`${file}@2x.webp 2x, ${file}@3x.webp 3x`}
        width={220}
        height={56}
        loading={loading}
        decoding="async"
        alt={`${site.name}, home`}
      />
    </Link>
  )
}
