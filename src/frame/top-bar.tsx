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
  return (
    <div className="top-bar surface-dark">
      <div className="container top-bar__inner">
        <p className="top-bar__hours">
          <Icon name="clock" size={16} />
          <span>{formatOpeningHours(site.openingHours)}</span>
        </p>
        <ul className="top-bar__contact" aria-label="Contact">
          <li>
            <a href={telHref(phone)}>
              <Icon name="phone" size={16} />
              <span>{phone}</span>
            </a>
          </li>
          <li>
            <a href={mailtoHref(email)}>
              <Icon name="mail" size={16} />
              <span>{email}</span>
            </a>
          </li>
        </ul>
        <SocialLinks profiles={site.social} label="Follow us" className="top-bar__social" />
      </div>
    </div>
  )
}
