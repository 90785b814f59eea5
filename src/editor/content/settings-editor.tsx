/**
 * The editor's Settings: data/site.json (contact details, opening hours, social links, the menus and the
 * footer) as one form built from its schema, with the block settings' fields: menu entries are added,
 * renamed, reordered (buttons, so the keyboard can) and removed, and each link is picked from the site's
 * pages and records. Saved as the page editor saves pages.
 */
import { useCallback, useEffect } from 'react'
import type { EditorCatalogue, OpenedDataFile } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { NotEditable, useOpenedFile } from '#editor/shared/opened-file.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { FormContext } from '#editor/fields/form-context.ts'
import { ObjectFields } from '#editor/fields/schema-field.tsx'
import { InspectorHead } from '#editor/shared/inspector-head.tsx'
import { EditorScreen } from '#editor/shared/editor-screen.tsx'
import { EditorTopBar } from '#editor/shared/editor-top-bar.tsx'
import { FileBanners } from '#editor/shared/file-banners.tsx'
import { EditorSections } from '#editor/shared/editor-sections.tsx'
import type { DevServerEvents } from '#editor/shared/use-disk-changes.ts'
import { SETTINGS_DRAFT_KEY, useDraft } from '#editor/shared/use-draft.ts'
import { useShortcuts } from '#editor/shared/use-shortcuts.ts'
import { isRecordList } from './records.ts'
import { SitePagePreview } from './site-page-preview.tsx'
import { useDataDocument } from './use-data-document.ts'

type Row = Record<string, unknown>

const SITE_FILE = 'data/site.json'

export function SettingsSection({
  catalogue,
  devServerEvents,
}: {
  catalogue: EditorCatalogue
  /** The dev server's messages about changed files (import.meta.hot in `npm run dev`). */
  devServerEvents: DevServerEvents | undefined
}) {
  const { file, message, reload } = useOpenedFile('The site settings', endpoint.openSettings)
  useEffect(() => {
    document.title = 'Settings · Green Valley'
  }, [])
  if (!file) return message
  const { records } = file
  if (!records?.[0]) return <NotEditable name="The site settings" problems={file.problems} />
  return (
    <SettingsEditor
      key={file.version}
      file={{ ...file, records }}
      catalogue={catalogue}
      onReload={reload}
      devServerEvents={devServerEvents}
    />
  )
}

function SettingsEditor({
  file,
  catalogue,
  onReload,
  devServerEvents,
}: {
  file: OpenedDataFile & { records: Row[] }
  catalogue: EditorCatalogue
  onReload: () => void
  devServerEvents: DevServerEvents | undefined
}) {
  const versionOnDisk = useCallback(() => endpoint.openSettings().then((opened) => opened.version), [])
  const write = useCallback(async (sent: Row[], version: string) => {
    const written = await endpoint.saveSettings({ version, value: sent[0]! })
    return { records: [JSON.parse(written.text) as Row], version: written.version }
  }, [])
  // The site is the one "record" of its file: its form's paths start at [0], as the endpoint's problems do.
  const { draft, saving, changedOnDisk, form, announcement } = useDataDocument({
    file: SITE_FILE,
    what: 'the site settings',
    opened: file,
    catalogue,
    versionOnDisk,
    // The endpoint checks the settings when they are saved.
    check: undefined,
    write,
    onReload,
    devServerEvents,
  })
  const { save } = saving
  useShortcuts({ undo: draft.undo, redo: draft.redo, save })
  const { change: draftChange } = draft
  const restoreSettings = useCallback((kept: Row[]) => draftChange(() => kept), [draftChange])
  const keptDraft = useDraft({
    storageKey: SETTINGS_DRAFT_KEY,
    opened: file.records,
    version: draft.version,
    value: draft.value,
    dirty: draft.dirty,
    // The site is the one "record" of its file.
    isValue: (stored) => isRecordList(stored) && stored.length === 1,
    restore: restoreSettings,
  })
  // The preview draws the home page with the unsaved settings (the saved file once there are none).
  const loadPreview = useCallback(
    (page: string, signal: AbortSignal) =>
      endpoint.previewSettings({ page, value: draft.dirty ? draft.value[0] : undefined }, signal),
    [draft.dirty, draft.value],
  )

  return (
    <EditorScreen skipLink="Skip to the form">
      <EditorTopBar
        tool="Editor"
        nav={<EditorSections current="settings" onDark />}
        needsAttention={draft.dirty}
        saving={saving}
        onSave={() => void save()}
        history={draft}
        announcement={announcement}
      />
      <FileBanners
        named="the site settings"
        draft={keptDraft}
        changedOnDisk={changedOnDisk || saving.staleOnSave}
        saveError={saving.saveError}
        onReload={onReload}
      />
      <main className="ed-workspace ed-workspace--settings">
        <FormContext value={form}>
          <section id="ed-settings" tabIndex={-1} className="ed-inspector" aria-label="Site settings">
            <InspectorHead
              eyebrow="Every page"
              title="Site settings"
              lead="Contact details, opening hours, social links, the main menu and the footer: what every page shows around its blocks."
            />
            <ObjectFields schema={catalogue.siteSchema as JsonSchema} path={[0]} value={draft.value[0]} omit={['$schema']} />
          </section>
        </FormContext>
        <SitePagePreview addresses={HOME} loadPreview={loadPreview} notice={undefined} />
      </main>
    </EditorScreen>
  )
}

/** What the settings' preview shows: the home page, with the menus, contact details and footer around it. */
const HOME = [{ url: '/', label: 'Home · /', page: 'home.json' }]
