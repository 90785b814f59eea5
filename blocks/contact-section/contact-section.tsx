import { useId, type ReactNode } from 'react'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { Icon, type IconName } from '#ui/primitives/icons.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import { TextField } from '#ui/primitives/text-field.tsx'
import type { ContactSectionProps } from './schema.ts'
import './contact-section.css'

function InfoLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="contact-section__info-line">
      <span className="contact-section__info-icon">
        <Icon name={icon} size={22} />
      </span>
      <span>
        <span className="contact-section__info-label">{label}</span>
        <span className="contact-section__info-value">{children}</span>
      </span>
    </li>
  )
}

export default function ContactSection({
  eyebrow,
  title,
  text,
  infoTitle,
  phone,
  email,
  address,
  hours,
  image,
  imageAlt,
  commentsPlaceholder,
  submitText,
}: ContactSectionProps) {
  const id = useId()
  const headingId = `${id}heading`
  return (
    <section className="contact-section section" aria-labelledby={headingId}>
      <div className="container contact-section__grid">
        <div className="contact-section__info">
          {/* h2, not h3: it comes before the section title, right after the page title on /contact */}
          <h2 className="contact-section__info-title">{infoTitle}</h2>
          <ul className="contact-section__info-list">
            <InfoLine icon="phone" label="Call us">
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </InfoLine>
            <InfoLine icon="mail" label="Write to us">
              <a href={`mailto:${email}`}>{email}</a>
            </InfoLine>
            <InfoLine icon="pin" label="Find us">
              {address}
            </InfoLine>
            {hours && (
              <InfoLine icon="clock" label="Opening hours">
                {hours}
              </InfoLine>
            )}
          </ul>
          <SidePicture className="contact-section__picture" src={image} alt={imageAlt} />
        </div>
        <div className="contact-section__form-card">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" id={headingId} />
          {text && <p className="contact-section__text">{text}</p>}
          <ConfirmingForm className="contact-section__form" confirmation={formMessages.message} aria-labelledby={headingId}>
            <TextField label="Your Name" name="name" autoComplete="name" required />
            <TextField label="Email Address" name="email" type="email" autoComplete="email" required />
            <TextField
              label="Phone Number"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              className="contact-section__wide"
            />
            <TextField
              label="Comments"
              name="comments"
              rows={5}
              placeholder={commentsPlaceholder}
              required
              className="contact-section__wide"
              controlClassName="contact-section__textarea"
            />
            <div className="contact-section__wide">
              <button className="btn btn--primary" type="submit">
                {submitText}
                <Icon name="arrowRight" size={18} />
              </button>
            </div>
          </ConfirmingForm>
        </div>
      </div>
    </section>
  )
}
