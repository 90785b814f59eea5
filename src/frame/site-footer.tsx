/**
 * The footer: about blurb with the e-mail subscribe form, Explore links, the two recent posts,
 * contact details, and the copyright line.
 */
import { Link } from 'react-router-dom'
import { site } from 'virtual:site'
import { ConfirmingForm, formMessages } from '#ui/confirming-form.tsx'
import { Icon } from '#ui/icons.tsx'
import { ContactList } from './contact-list.tsx'
import { Copyright } from './copyright.tsx'
import { Logo } from './logo.tsx'
import { SocialLinks } from '#ui/social-links.tsx'
import { pictureSources } from '#ui/art.ts'

export function SiteFooter() {
  const { about, explore, recentPosts } = site.footer
  return (
    <footer className="site-footer surface-dark">
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

        <nav className="site-footer__column" aria-labelledby="footer-explore-title">
          <h2 id="footer-explore-title" className="site-footer__heading">
            Explore
          </h2>
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
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-posts-title">
          <h2 id="footer-posts-title" className="site-footer__heading">
            Recent Posts
          </h2>
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
                    {post.full_date}
                  </p>
                  <Link className="footer-post__title" to={`/blog-single-with-sidebar/${post.id}`}>
                    {post.title}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__heading">
            Contact
          </h2>
          <ContactList />
        </section>
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
