/**
 * What a list kept in this browser's storage (the cart, the wishlist) shows before it is read and when it
 * is empty. The placeholder is as tall as the empty state, so nothing below moves when the stored list
 * arrives after hydration (the prerendered HTML cannot know it).
 * Example: <EmptyState icon="heart" titleId={id} title="Your wishlist is empty" text="…" linkTo="/shop" linkText="Browse the shop" />
 */
import type { Ref } from 'react'
import { Link } from 'react-router-dom'
import { Icon, type IconName } from './icons.tsx'
import './empty-state.css'

/**
 * The block's section before its stored list is read: busy, with a placeholder where the list will be and
 * its name for screen readers, e.g. "Loading your cart…". The block's own class goes on the section.
 */
export function StoredListLoading({ blockClass, label }: { blockClass: string; label: string }) {
  return (
    <section className={`${blockClass} section`} aria-busy="true">
      <div className="container">
        <div className="stored-list-placeholder">
          <span className="visually-hidden">{label}</span>
        </div>
      </div>
    </section>
  )
}

interface EmptyStateProps {
  icon: IconName
  /** The heading's id, for the section's aria-labelledby. */
  titleId: string
  /** The heading, focusable so focus can land on it when the last entry is removed. */
  titleRef?: Ref<HTMLHeadingElement>
  title: string
  text: string
  linkTo: string
  linkText: string
}

export function EmptyState({ icon, titleId, titleRef, title, text, linkTo, linkText }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className={`empty-state__icon empty-state__icon--${icon}`} aria-hidden="true">
        <Icon name={icon} size={40} />
      </span>
      <h2 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h2>
      <p>{text}</p>
      <Link to={linkTo} className="btn btn--primary">
        {linkText}
      </Link>
    </div>
  )
}
