/** The editor's parts, on its start screens and in its top bar: Pages, Content, Settings and Publish. */
import { editorAddress, type EditorSection } from '#page-model/dev-addresses.ts'

const SECTIONS: { section: EditorSection; label: string }[] = [
  { section: 'pages', label: 'Pages' },
  { section: 'content', label: 'Content' },
  { section: 'settings', label: 'Settings' },
  { section: 'publish', label: 'Publish' },
]

export function EditorSections({ current, onDark = false }: { current: EditorSection; onDark?: boolean }) {
  return (
    <nav className={`ed-sections${onDark ? ' ed-sections--on-dark' : ''}`} aria-label="Editor">
      {SECTIONS.map(({ section, label }) => (
        <a
          key={section}
          className="ed-sections__link"
          href={editorAddress({ section })}
          aria-current={section === current ? 'page' : undefined}
        >
          {label}
        </a>
      ))}
    </nav>
  )
}
