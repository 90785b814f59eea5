import { useEffect, useRef, useState } from 'react'

const SHOWN_MS = 4000

/** A page-file snippet with a button that copies it; where the clipboard is refused, it selects the text instead. */
export function CopySnippet({ snippet, name }: { snippet: string; name: string }) {
  const codeRef = useRef<HTMLElement>(null)
  const [status, setStatus] = useState('')
  useEffect(() => {
    if (!status) return
    const timer = window.setTimeout(() => setStatus(''), SHOWN_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet)
      setStatus('Copied: paste it into a page file.')
    } catch {
      const code = codeRef.current
      if (code) window.getSelection()?.selectAllChildren(code)
      setStatus('The browser refused to copy, so the snippet is selected: press Ctrl+C (⌘C on a Mac).')
    }
  }

  return (
    <div className="catalogue-snippet">
      {/* Scrolls when long; focusable so a keyboard can scroll it too. */}
      <pre className="catalogue-snippet__code" role="region" aria-label={`Snippet of ${name}`} tabIndex={0}>
        <code ref={codeRef}>{snippet}</code>
      </pre>
      <div className="catalogue-snippet__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => void copy()}>
          Copy snippet<span className="visually-hidden"> of {name}</span>
        </button>
        <p className="catalogue-snippet__status" role="status">
          {status}
        </p>
      </div>
    </div>
  )
}
