/**
 * The strip above the header: opening hours, phone, e-mail and social links. Hidden below 768 px,
 * where the same details are in the mobile menu.
 */
import { site } from 'virtual:site/settings'
import { formatOpeningHours } from '#page-model/site-details.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { mailtoHref, telHref } from '#lib/contact-links.ts'
import { SocialLinks } from '#ui/primitives/social-links.tsx'

export function TopBar() {
  const { phone, email } = site.contact
  const contacts = [
    { icon: 'phone', href: telHref(phone), text: phone },
    { icon: 'mail', href: mailtoHref(email), text: email },
  ] as const
  return (
    <div className="top-bar surface-dark">
      <div className="container top-bar__inner">
        <p className="top-bar__hours">
          <Icon name="clock" size={16} />
          <span>{formatOpeningHours(site.openingHours)}</span>
        </p>
        <ul className="top-bar__contact" aria-label="Contact">
          {contacts.map(({ icon, href, text }) => (
            <li key={icon}>
              <a href={href}>
                <Icon name={icon} size={16} />
                <span>{text}</span>
              </a>
            </li>
          ))}
        </ul>
        <SocialLinks profiles={site.social} label="Follow us" className="top-bar__social" />
      </div>
    </div>
  )
}
