/** Address, phone, e-mail and opening hours from the site settings, each with its icon. */
import { site } from 'virtual:site/settings'
import { formatAddress, formatOpeningHours } from '#page-model/site-details.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { mailtoHref, telHref } from '#lib/contact-links.ts'

interface ContactListProps {
  /** Leave the opening hours out (the footer shows them elsewhere). */
  withHours?: boolean
  className?: string
}

/** A long address wraps after its "@" on a narrow panel, never in the middle of a word. */
function wrappableEmail(email: string) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

export function ContactList({ withHours = true, className = '' }: ContactListProps) {
  const { address, phone, email } = site.contact
  return (
    <ul className={`contact-list ${className}`.trim()}>
      <li>
        <Icon name="pin" size={18} />
        <span>{formatAddress(address)}</span>
      </li>
      <li>
        <Icon name="phone" size={18} />
        <a href={telHref(phone)}>{phone}</a>
      </li>
      <li>
        <Icon name="mail" size={18} />
        <a href={mailtoHref(email)}>{wrappableEmail(email)}</a>
      </li>
      {withHours && (
        <li>
          <Icon name="clock" size={18} />
          <span>{formatOpeningHours(site.openingHours)}</span>
        </li>
      )}
    </ul>
  )
}
