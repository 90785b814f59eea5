/**
 * Social profiles as icon links; they open in a new tab and say so to screen readers. Styled in
 * src/frame/frame.css (on every page), which also restyles them in the top bar, panels and footer.
 * A block with a look of its own writes its list and puts SocialProfileItems in it.
 */
import type { SocialProfile } from '#data/site-schema.ts'
import { Icon } from './icons.tsx'

interface SocialLinksProps {
  profiles: readonly SocialProfile[]
  /** Names the list, e.g. "Follow us". */
  label: string
  className?: string
}

export function SocialLinks({ profiles, label, className = '' }: SocialLinksProps) {
  return (
    <ul className={`social-links ${className}`.trim()} aria-label={label}>
      <SocialProfileItems profiles={profiles} linkClassName="social-links__link" />
    </ul>
  )
}

/** The profiles as list items, each an icon link; `linkClassName` is the links' class, if any. */
export function SocialProfileItems({ profiles, linkClassName }: { profiles: readonly SocialProfile[]; linkClassName?: string }) {
  return profiles.map((profile) => (
    <li key={profile.network}>
      <a className={linkClassName} href={profile.href} target="_blank" rel="noopener noreferrer">
        <Icon name={profile.network} size={16} />
        <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
      </a>
    </li>
  ))
}
