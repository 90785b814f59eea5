/** The screen a section opens on when no file is named: which page, or which collection, to edit. */
import type { ReactNode } from 'react'
import type { EditorSection } from '#page-model/dev-addresses.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { EditorSections } from './editor-sections.tsx'

interface ChooserEntry {
  key: string
  href: string
  /** What the file is: a page's path, a collection's label. */
  title: ReactNode
  /** Under it: a page's title, how many records a collection holds. */
  detail: ReactNode
}

interface FileChooserProps {
  section: EditorSection
  question: string
  /** Under the question: where the files are, and how saves are checked. */
  lead: ReactNode
  entries: ChooserEntry[]
  /** After the lead: why the file the address named is not open. */
  children?: ReactNode
}

export function FileChooser({ section, question, lead, entries, children }: FileChooserProps) {
  return (
    <main className="ed-chooser">
      <header className="ed-chooser__head">
        <EditorSections current={section} />
        <h1 className="ed-chooser__title">{question}</h1>
        <p className="ed-inspector__lead">{lead}</p>
        {children}
      </header>
      <ul className="ed-chooser__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <a className="ed-chooser__page" href={entry.href}>
              <span className="ed-chooser__path">{entry.title}</span>
              <span className="ed-chooser__name">{entry.detail}</span>
              {/* The card's call to act; the link is named by what it opens. */}
              <span className="ed-chooser__open" aria-hidden="true">
                Edit <Icon name="arrowRight" size={14} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}
