/** Offers back the unsaved changes a file had when the tab was last closed or reloaded (use-draft.ts). */
export function DraftBanner({
  named,
  offer,
  onRestore,
  onDiscard,
}: {
  /** What the changes were made to, in words: "this page", "the products". */
  named: string
  offer: { time: string; fromOlderVersion: boolean }
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div className="ed-banner" role="region" aria-label="Unsaved changes from before">
      <p>
        <strong>You have unsaved changes from {offer.time}</strong> to {named}
        {offer.fromOlderVersion
          ? ', made to an earlier version, which has changed since: restoring them replaces that change (Undo takes them back).'
          : '.'}
      </p>
      <div className="ed-banner__actions">
        <button type="button" className="ed-button ed-button--small" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="ed-button ed-button--small" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  )
}
