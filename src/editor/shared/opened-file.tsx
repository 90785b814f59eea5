/**
 * Opening a file through the editor's endpoint, the same for a page file, a collection and the settings: the
 * file once it is open, the message while it opens or when it cannot be, and a way to open it again (after it
 * changed on disk, or was saved elsewhere).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { EditorMessage } from './editor-message.tsx'

interface Opened<T> {
  /** The file, once the endpoint answered. */
  file: T | undefined
  /** What the screen shows instead of the file: while it opens, or why it could not be opened. */
  message: ReactNode | undefined
  reload: () => void
}

/**
 * Opens a file with `open` (stable, e.g. from useCallback), and again each time `reload` is called; its messages name
 * it as the editor does (`name`: “/home-2”, “Products”, “The site settings”), not by its file.
 */
export function useOpenedFile<T>(name: string, open: () => Promise<T>): Opened<T> {
  const [file, setFile] = useState<T>()
  const [failure, setFailure] = useState<string>()
  const [loads, setLoads] = useState(0)
  useEffect(() => {
    open().then(setFile, (error: Error) => setFailure(error.message))
  }, [open, loads])
  const reload = useCallback(() => setLoads((count) => count + 1), [])
  const message = failure ? (
    <EditorMessage title={`${name} could not be opened`}>{failure}</EditorMessage>
  ) : file ? undefined : (
    <EditorMessage title={`Opening ${name}…`} />
  )
  return { file, message, reload }
}

/**
 * A file that opened but that the editor cannot edit (not JSON, or not the shape its form needs): only a code editor
 * can mend it, so what its problems are and where is for whoever does, under Details.
 */
export function NotEditable({ name, problems }: { name: string; problems: readonly EditorProblem[] }) {
  return (
    <EditorMessage title={`${name} cannot be opened here`}>
      <p>
        Its file cannot be read as it is: someone with a code editor can mend it with what Details says, then reload this page.
      </p>
      <details>
        <summary>Details</summary>
        <pre className="ed-message__problems">{problems.map((problem) => problem.printed).join('\n')}</pre>
      </details>
    </EditorMessage>
  )
}
