/**
 * Share links: plain outbound links built from the post's address, so nothing from another site
 * loads until a visitor clicks one (no widgets, no scripts, no counters).
 */
import { Icon, type IconName } from '#ui/primitives/icons.tsx'

interface ShareTarget {
  network: string
  icon: IconName
  href: (url: string, title: string) => string
}

const targets: ShareTarget[] = [
  {
    network: 'Facebook',
    icon: 'facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    network: 'X (Twitter)',
    icon: 'x',
    href: (url, title) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    network: 'LinkedIn',
    icon: 'linkedin',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
]

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className="blog-post__share" aria-label="Share this post">
      {targets.map((target) => (
        <li key={target.network}>
          <a href={target.href(url, title)} target="_blank" rel="noopener noreferrer">
            <Icon name={target.icon} size={16} />
            <span className="visually-hidden">Share on {target.network} (opens in a new tab)</span>
          </a>
        </li>
      ))}
      <li>
        <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
          <Icon name="mail" size={16} />
          <span className="visually-hidden">Share by e-mail</span>
        </a>
      </li>
    </ul>
  )
}
