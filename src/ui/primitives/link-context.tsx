/**
 * The rest of a short link's text, read by screen readers and search engines but not shown: a card's
 * "Read More" link reads "Read More about Fresh Vegetables". It is text in the link, not an aria-label,
 * because search engines and Lighthouse's link-text audit judge a link by its text alone, and a name
 * that starts with the visible words keeps voice control working (WCAG 2.5.3). A word, not a colon,
 * joins them: the hidden text is laid out apart from the visible words, so a colon would be read
 * after a space ("Read More : …").
 * Example: <Link to={href}>{linkText}<LinkContext>{post.title}</LinkContext></Link>
 */
export function LinkContext({ children }: { children: string }) {
  return <span className="visually-hidden"> about {children}</span>
}
