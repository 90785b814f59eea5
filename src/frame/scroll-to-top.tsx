/**
 * The round button at the bottom-right (50 px, 15 px from the corner) that appears after 100 px of
 * scroll and brings the visitor back to the top: smoothly, unless they asked for reduced motion.
 */
import { prefersReducedMotion } from '#ui/primitives/motion.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { SCROLL_TO_TOP_THRESHOLD_PX } from './frame-constants.ts'
import { useScrolledPast } from './use-scrolled-past.ts'

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX)

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    // The button hides at the top; a keyboard user continues from the start of the page.
    document.querySelector<HTMLElement>('.site-header .logo')?.focus({ preventScroll: true })
  }

  return (
    <button type="button" className={`scroll-to-top${visible ? ' is-visible' : ''}`} onClick={scrollUp} inert={!visible}>
      <Icon name="arrowUp" size={22} />
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
