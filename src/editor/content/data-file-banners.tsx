/**
 * What a data file's screen says above its form: unsaved changes from before to restore, the file changed on
 * disk (saving is refused until it is reloaded), and why the last save was refused.
 */
import { DraftBanner } from '#editor/shared/draft-banner.tsx'

interface DataFileBannersProps {
  file: string
  draftOffer: React.ComponentProps<typeof DraftBanner>['offer'] | undefined
  onRestore: () => void
  /** Drops the browser's draft: the changes here are dropped on purpose. */
  onDiscard: () => void
  /** The file changed on disk since it was opened, noticed before or at a save. */
  changedOnDisk: boolean
  saveError: string | undefined
  onReload: () => void
}

export function DataFileBanners({
  file,
  draftOffer,
  onRestore,
  onDiscard,
  changedOnDisk,
  saveError,
  onReload,
}: DataFileBannersProps) {
  return (
    <>
      {draftOffer && <DraftBanner file={file} offer={draftOffer} onRestore={onRestore} onDiscard={onDiscard} />}
      {changedOnDisk && (
        <div className="ed-banner" role="alert">
          <p>
            <strong>{file} changed on disk</strong> since you opened it. Saving would overwrite that change, so it is refused;
            reload the file to continue from it (your unsaved changes here are dropped).
          </p>
          <button
            type="button"
            className="ed-button ed-button--small"
            onClick={() => {
              // The changes here are dropped, as the banner says: not kept to be offered back.
              onDiscard()
              onReload()
            }}
          >
            Reload {file}
          </button>
        </div>
      )}
      {saveError && !changedOnDisk && (
        <div className="ed-banner ed-banner--error" role="alert">
          <p>{saveError}</p>
        </div>
      )}
    </>
  )
}
