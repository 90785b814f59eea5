/**
 * The preview of a record or of the settings: a page of the site (the record's own, or one that lists it)
 * compiled by the dev server with the unsaved records or settings, and drawn in the preview frame as the
 * page editor draws a page's draft. It follows the draft a moment after each change.
 */
import { useEffect, useState } from 'react'
import type { DataPreview } from '#page-model/editor-api-types.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { PREVIEW_BEHIND, PreviewStage, usePreview } from '#editor/shared/preview-stage.tsx'
import { CHECK_DELAY_MS } from '#editor/shared/use-checks.ts'
import type { PageAddress } from './records.ts'

interface SitePagePreviewProps {
  /** The addresses it can show, the one to show first first. */
  addresses: PageAddress[]
  /**
   * The page file compiled with the draft (the saved file while there are no changes); a new function whenever
   * the draft changes, which draws the preview again.
   */
  loadPreview: (page: string, signal: AbortSignal) => Promise<DataPreview>
  /** Changes when files the server compiles from were written apart from the draft (a post's text saved): draws again. */
  filesSaved?: number
  /** What the draft changes on the page that the server does not compile (a post's unsaved text). */
  withUnsaved?: ((page: CompiledPage) => CompiledPage) | undefined
  /** Why the frame may not show the latest changes (a new record without a page yet). */
  notice: string | undefined
}

interface Loaded {
  /** The page file it is of. */
  page: string
  preview: DataPreview
  /** The latest draft has problems that stop the site using it: this is an earlier one. */
  behind: boolean
}

export function SitePagePreview({ addresses, loadPreview, filesSaved = 0, withUnsaved, notice }: SitePagePreviewProps) {
  const { ready, send, shown, stage } = usePreview(addresses)
  const [loaded, setLoaded] = useState<Loaded>()
  const [failure, setFailure] = useState<string>()
  const page = shown?.page

  useEffect(() => {
    if (!page) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      loadPreview(page, controller.signal).then(
        (preview) => {
          setFailure(undefined)
          // A draft the site cannot use leaves the last one drawn, as the page editor's preview does.
          setLoaded((previous) =>
            preview.draftUsed || previous?.page !== page
              ? { page, preview, behind: !preview.draftUsed }
              : { ...previous, behind: true },
          )
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setFailure(error instanceof Error ? error.message : String(error))
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [page, loadPreview, filesSaved])

  const compiled = loaded?.page === page ? loaded?.preview.page : undefined
  const url = shown?.url
  useEffect(() => {
    if (!ready || !compiled || !url || !loaded) return
    send({ type: 'show', page: withUnsaved ? withUnsaved(compiled) : compiled, url, site: loaded.preview.site })
  }, [ready, compiled, url, loaded, withUnsaved, send])

  const shownNotice = failure
    ? `The preview could not be drawn: ${failure}`
    : loaded?.page === page && !compiled
      ? `${page} has problems that stop it being drawn; the page editor shows them.`
      : loaded?.behind
        ? PREVIEW_BEHIND
        : notice
  return <PreviewStage {...stage} notice={shownNotice} empty={addresses.length === 0 ? 'No page shows this yet.' : undefined} />
}
