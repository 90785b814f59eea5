/** The heading over a section: a hand-written eyebrow, a serif title and an optional lead. */
import type { ReactNode } from 'react'

interface SectionHeadingProps {
  eyebrow?: string | undefined
  title: ReactNode
  lead?: string | undefined
  align?: 'center' | 'start'
  /** Heading level of the title; sections under the page's h1 use h2. */
  level?: 2 | 3
  /** On dark backgrounds. */
  tone?: 'default' | 'light'
  id?: string
}

export function SectionHeading({ eyebrow, title, lead, align = 'center', level = 2, tone = 'default', id }: SectionHeadingProps) {
  const Title = level === 2 ? 'h2' : 'h3'
  return (
    <div className={`section-heading section-heading--${align}${tone === 'light' ? ' section-heading--light' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Title className="section-heading__title" id={id}>
        {title}
      </Title>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </div>
  )
}
