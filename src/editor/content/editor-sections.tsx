/** The editor's three parts, on its start screens and in its top bar: Pages, Content and Settings. */

export type EditorSection = 'pages' | 'content' | 'settings'

const SECTIONS: { section: EditorSection; label: string; href: string }[] = [
  { section: 'pages', label: 'Pages', href: '/__edit' },
  { section: 'content', label: 'Content', href: '/__edit?content' },
  { section: 'settings', label: 'Settings', href: '/__edit?settings' },
]

/** Which part of the editor the address asks for: ?collection=… and ?content are Content, ?settings Settings. */
export function sectionInAddress(search: string): EditorSection {
  const params = new URLSearchParams(search)
  if (params.has('collection') || params.has('content')) return 'content'
  if (params.has('settings')) return 'settings'
  return 'pages'
}

export function EditorSections({ current, onDark = false }: { current: EditorSection; onDark?: boolean }) {
  return (
    <nav className={`ed-sections${onDark ? ' ed-sections--on-dark' : ''}`} aria-label="Editor">
      {SECTIONS.map(({ section, label, href }) => (
        <a key={section} className="ed-sections__link" href={href} aria-current={section === current ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </nav>
  )
}
