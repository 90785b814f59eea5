import type { ReactNode } from 'react'

/**
 * An editor's screen (a page, a collection, the site settings): first a link past its top bar straight to the
 * fields being edited (#ed-settings), for the keyboard.
 */
export function EditorScreen({ skipLink, children }: { skipLink: string; children: ReactNode }) {
  return (
    <div className="ed-app">
      <a className="skip-link" href="#ed-settings">
        {skipLink}
      </a>
      {children}
    </div>
  )
}
