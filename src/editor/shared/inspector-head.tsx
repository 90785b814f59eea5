import type { ReactNode } from 'react'

/** The id of the inspector's heading: the focus goes there when the selection changes from the outline. */
export const INSPECTOR_HEADING_ID = 'inspector-heading'

/**
 * The head of the form beside the outline or list (the page's settings, a block's, a record's, the site's):
 * what it belongs to above its title, then a sentence about it and any badge or note (`children`).
 */
export function InspectorHead({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: ReactNode
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="ed-inspector__head">
      <p className="ed-inspector__eyebrow">{eyebrow}</p>
      <h2 id={INSPECTOR_HEADING_ID} tabIndex={-1} className="ed-inspector__title">
        {title}
      </h2>
      {lead && <p className="ed-inspector__lead">{lead}</p>}
      {children}
    </header>
  )
}
