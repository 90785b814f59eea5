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
  return (
    <Link className={`logo ${className}`.trim()} to="/" onClick={onNavigate}>
      <img
        src={tone === 'light' ? '/art/logo-light.svg' : '/art/logo.svg'}
        width={220}
        height={56}
        loading={loading}
        decoding="async"
        alt={`${site.name}, home`}
      />
    </Link>
  )
}
