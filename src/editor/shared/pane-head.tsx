import type { ReactNode } from 'react'

/** A pane's heading row: its title (which names the pane: `id`), and what stands beside it. */
export function PaneHead({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="ed-pane-head">
      <h2 id={id} className="ed-pane-title">
        {title}
      </h2>
      {children}
    </div>
  )
}
