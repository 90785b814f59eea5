/** The farm's logo linking home; the light version sits on dark backgrounds. */
import { Link } from 'react-router-dom'
import { site } from 'virtual:site'

interface LogoProps {
  tone?: 'default' | 'light'
  className?: string
  onNavigate?: () => void
}

export function Logo({ tone = 'default', className = '', onNavigate }: LogoProps) {
  return (
    <Link className={`logo ${className}`.trim()} to="/" onClick={onNavigate}>
      <img src={tone === 'light' ? '/art/logo-light.svg' : '/art/logo.svg'} width={220} height={56} alt={`${site.name}, home`} />
    </Link>
  )
}
