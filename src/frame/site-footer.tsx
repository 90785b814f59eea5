/**
 * The footer: about blurb with the e-mail subscribe form, Explore links, the two recent posts,
 * contact details, and the copyright line.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { site } from 'virtual:site/settings'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { ContactList } from './contact-list.tsx'
import { Copyright } from './copyright.tsx'
import { Logo } from './logo.tsx'
import { SocialLinks } from '#ui/primitives/social-links.tsx'
import { pictureSources } from '#lib/art.ts'
import { shownDate } from '#lib/dates.ts'

/** A titled column of the footer: a landmark named by its heading. */
function FooterColumn({
  as: Tag,
  name,
  title,
  children,
}: {
  as: 'nav' | 'section'
  name: string
  title: string
  children: ReactNode
}) {
  return (
    <Tag className="site-footer__column" aria-labelledby={`footer-${name}-title`}>
      <h2 id={`footer-${name}-title`} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </Tag>
  )
}

export function SiteFooter() {
  const { about, explore, recentPosts } = site.footer
  return (
    <footer className="site-footer surface-dark">
      <svg className="site-footer__hill" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 60V36C180 14 360 4 560 12S900 40 1120 30 1360 8 1440 12V60Z" />
      </svg>
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="visually-hidden">
            About {site.name}
          </h2>
          <Logo tone="light" className="site-footer__logo" />
          <p className="site-footer__blurb">{about}</p>
          <ConfirmingForm className="subscribe-form" confirmation={formMessages.subscribe} aria-label="Newsletter">
            <label className="subscribe-form__label" htmlFor="subscribe-email">
              Get farm news in your inbox
            </label>
            <div className="subscribe-form__row">
              <input
                id="subscribe-email"
                className="subscribe-form__input"
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="Your e-mail address"
              />
              <button type="submit" className="subscribe-form__button">
                Go
              </button>
            </div>
          </ConfirmingForm>
        </section>

        <FooterColumn as="nav" name="explore" title="Explore">
          <ul className="site-footer__links">
            {explore.map((link) => (
              <li key={link.label}>
                <Link to={link.href}>
                  <Icon name="leaf" size={14} />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn as="section" name="posts" title="Recent Posts">
          <ul className="footer-posts">
            {recentPosts.map((post) => (
              <li key={post.id} className="footer-post">
                <img
                  className="footer-post__thumb"
                  {...pictureSources(post.thumb, 'thumbnail')}
                  alt=""
                  width={1200}
                  height={750}
                  loading="lazy"
                />
                <div>
                  <p className="footer-post__date">
                    <Icon name="calendar" size={14} />
                    {shownDate(post.date).full}
                  </p>
                  <Link className="footer-post__title" to={`/blog-single-with-sidebar/${post.id}`}>
                    {post.title}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn as="section" name="contact" title="Contact">
          <ContactList />
        </FooterColumn>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <Copyright />
          <SocialLinks profiles={site.social} label="Follow us" className="site-footer__social" />
        </div>
      </div>
    </footer>
  )
}
