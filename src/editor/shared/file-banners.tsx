/**
 * What an editor screen says above its work, for a page file and a data file alike: unsaved changes from
 * before to restore, the file changed on disk (saving is refused until it is loaded again), what else the
 * screen has to say (`children`: the page editor's data-file problems), and why the last save was refused.
 */
import type { ReactNode } from 'react'
import { DraftBanner } from './draft-banner.tsx'
import type { useDraft } from './use-draft.ts'

interface FileBannersProps {
  /** What the screen edits, in words: "this page", "the products", "the site settings". */
  named: string
  /** The browser's draft of the file (useDraft): offered back, restored, or dropped on purpose. */
  draft: Pick<ReturnType<typeof useDraft>, 'draftOffer' | 'restore' | 'discard'>
  /** The file changed on disk since it was opened, noticed before or at a save. */
  changedOnDisk: boolean
  saveError: string | undefined
  onReload: () => void
  children?: ReactNode
}

export function FileBanners({
  named,
  draft: { draftOffer, restore, discard },
  changedOnDisk,
  saveError,
  onReload,
  children,
}: FileBannersProps) {
  return (
    <>
      {draftOffer && <DraftBanner named={named} offer={draftOffer} onRestore={restore} onDiscard={discard} />}
      {changedOnDisk && (
        <div className="ed-banner" role="alert">
          <p>
            <strong>Someone changed {named} elsewhere</strong> since you opened this screen. Saving would overwrite that change,
            so it is refused; load the latest version to continue from it (your unsaved changes here are dropped).
          </p>
          <button
            type="button"
            className="ed-button ed-button--small"
            onClick={() => {
              // The changes here are dropped, as the banner says: not kept to be offered back.
              discard()
              onReload()
            }}
          >
            Load the latest version
          </button>
        </div>
      )}
      {children}
      {saveError && !changedOnDisk && (
        <div className="ed-banner ed-banner--error" role="alert">
          <p>{saveError}</p>
        </div>
      )}
    </>
  )
}
