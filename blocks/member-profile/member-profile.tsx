import { Link } from 'react-router-dom'
import { useEntity } from '#app/block-kit.ts'
import type { Farmer } from '#data/collections/farmers.ts'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { SocialProfileItems } from '#ui/primitives/social-links.tsx'
import type { MemberProfileProps } from './schema.ts'
import { SkillBars } from './skill-bars.tsx'
import './member-profile.css'

/** "+1 (555) 010-2041" → "tel:+15550102041". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export default function MemberProfile({
  skillsTitle,
  callText,
  social,
  visitTitle,
  visitText,
  visitLinkText,
  visitLink,
  backText,
  backLink,
}: MemberProfileProps) {
  // Farmers and team members share these fields.
  const person = useEntity<Farmer>()
  const pictureLoading = useMainPictureLoading()
  if (!person) return null
  return (
    <section className="member-profile section" aria-labelledby="member-profile-name">
      <div className="container member-profile__top">
        <div className="member-profile__media">
          <img
            className="member-profile__portrait"
            src={person.thumb}
            alt={`Portrait of ${person.name}`}
            width={600}
            height={700}
            {...pictureLoading}
          />
        </div>
        <div className="member-profile__intro">
          <p className="eyebrow">{person.title}</p>
          <h2 id="member-profile-name" className="member-profile__name">
            {person.name}
          </h2>
          <div className="member-profile__contact">
            <a className="member-profile__phone" href={telHref(person.phone)}>
              <span className="member-profile__phone-icon">
                <Icon name="phone" size={20} />
              </span>
              <span>
                <span className="member-profile__phone-label">{callText}</span>
                <span className="member-profile__phone-number">{person.phone}</span>
              </span>
            </a>
            {social.length > 0 && (
              <ul className="member-profile__social" role="list" aria-label="Follow the farm">
                <SocialProfileItems profiles={social} />
              </ul>
            )}
          </div>
          {person.skillProgress.length > 0 && (
            <div className="member-profile__skills">
              <h3 className="member-profile__subtitle">{skillsTitle}</h3>
              <SkillBars skills={person.skillProgress} />
            </div>
          )}
        </div>
      </div>
      {person.memberData.length > 0 && (
        <div className="container member-profile__groups">
          {person.memberData.map((group) => (
            <section key={group.id} className="member-profile__group" aria-labelledby={`member-group-${group.id}`}>
              <h3 id={`member-group-${group.id}`} className="member-profile__subtitle">
                {group.listTitle}
              </h3>
              <dl className="member-profile__facts">
                {group.memberInfo.map((entry) => (
                  <div key={entry.id} className="member-profile__fact">
                    <dt>{entry.title}</dt>
                    <dd>{entry.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
      <div className="container member-profile__footer">
        {visitTitle && (
          <div className="member-profile__visit surface-dark">
            <div>
              <h3 className="member-profile__visit-title">{visitTitle}</h3>
              {visitText && <p>{visitText}</p>}
            </div>
            <Link className="btn btn--secondary" to={visitLink}>
              {visitLinkText}
              <Icon name="arrowRight" size={18} />
            </Link>
          </div>
        )}
        <Link className="member-profile__back" to={backLink}>
          <Icon name="arrowRight" size={18} style={{ transform: 'scaleX(-1)' }} />
          {backText}
        </Link>
      </div>
    </section>
  )
}
