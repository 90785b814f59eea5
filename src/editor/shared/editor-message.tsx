/** A whole-screen message of the editor: while it opens, or why it cannot. */
export function EditorMessage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main className="ed-message">
      <h1 className="ed-message__title">{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </main>
  )
}
