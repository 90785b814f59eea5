/** The farm's social profiles as icon links; they open in a new tab and say so to screen readers. */
import { site } from 'virtual:site'
import { Icon } from '../ui/icons.tsx'

interface SocialLinksProps {
  /** Names the list, e.g. "Follow us". */
  label: string
  className?: string
}

export function SocialLinks({ label, className = '' }: SocialLinksProps) {
  return (
    <ul className={`social-links ${className}`.trim()} aria-label={label}>
      {site.social.map((profile) => (
        <li key={profile.network}>
          <a className="social-links__link" href={profile.href} target="_blank" rel="noopener noreferrer">
            <Icon name={profile.network} size={16} />
            <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
