/** The form of what is selected in the outline: the page's own settings, or one block's id and settings. */
import { useId } from 'react'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { blockLabel } from '#page-model/block-names.ts'
import { FieldProblems } from '#editor/fields/field-shell.tsx'
import { useForm } from '#editor/fields/form-context.ts'
import { ObjectFields } from '#editor/fields/schema-field.tsx'
import { JsonField } from '#editor/fields/simple-fields.tsx'
import { INSPECTOR_HEADING_ID, InspectorHead } from '#editor/shared/inspector-head.tsx'
import { PAGE_SETTINGS } from './outline.tsx'
import type { EditorDoc } from './page-document.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { blockSchema } from '#page-model/schema-fields.ts'
import { isoDayOf } from '#lib/dates.ts'
import { publicationBadge, publicationOn } from '#lib/publication.ts'

export function Inspector({
  doc,
  selected,
  catalogue,
}: {
  doc: EditorDoc
  selected: string | undefined
  catalogue: EditorCatalogue
}) {
  if (selected === PAGE_SETTINGS) return <PageSettings doc={doc} pageSchema={catalogue.pageSchema as JsonSchema} />
  const index = selected === undefined ? -1 : doc.blockKeys.indexOf(selected)
  if (index < 0)
    return (
      <div className="ed-inspector__empty">
        <h2 id={INSPECTOR_HEADING_ID} tabIndex={-1} className="ed-inspector__title">
          Nothing selected
        </h2>
        <p>Choose a block in the outline, or click it in the preview, to change its settings.</p>
      </div>
    )
  return <BlockSettings doc={doc} index={index} catalogue={catalogue} />
}

function PageSettings({ doc, pageSchema }: { doc: EditorDoc; pageSchema: JsonSchema }) {
  const today = isoDayOf(new Date())
  const badge = publicationBadge(publicationOn(doc.page, today), today)
  return (
    <>
      <InspectorHead
        eyebrow="This page"
        title="Page settings"
        lead="The page’s address, the title in the browser tab and the description search engines show."
      >
        {badge && <p className="ed-badge ed-badge--waiting">{badge}</p>}
      </InspectorHead>
      <ObjectFields schema={pageSchema} path={[]} value={doc.page} omit={pageSettingsLeftOut(doc)} />
    </>
  )
}

/**
 * The file's own bookkeeping and the blocks are not page settings; the settings of pages about records
 * and numbered lists (canonical, entity, pageNumber) show only on the pages that have them.
 */
function pageSettingsLeftOut(doc: EditorDoc): string[] {
  const advanced = ['canonical', 'entity', 'pageNumber'].filter((key) => doc.page[key] === undefined)
  return ['$schema', 'schemaVersion', 'blocks', ...advanced]
}

function BlockSettings({ doc, index, catalogue }: { doc: EditorDoc; index: number; catalogue: EditorCatalogue }) {
  const { problemsAt } = useForm()
  const settingsId = useId()
  const block = doc.page.blocks[index]!
  const schema = blockSchema(catalogue.pageSchema as JsonSchema, block.type)
  const description = catalogue.blocks.find((entry) => entry.type === block.type)?.description
  const path = ['blocks', index]
  const blockProblems = [...problemsAt(path), ...problemsAt([...path, 'type'])]
  // "when" only means something on a page about one record (with an "entity").
  const omit = ['type', 'hidden', 'props', ...(doc.page.entity === undefined && block.when === undefined ? ['when'] : [])]
  return (
    <>
      <InspectorHead
        eyebrow={`Block ${index + 1} of ${doc.page.blocks.length}`}
        title={blockLabel(block.type)}
        lead={description}
      >
        {block.hidden && <p className="ed-inspector__note">Hidden: kept, but not shown on the page.</p>}
      </InspectorHead>
      {blockProblems.length > 0 && <FieldProblems problems={blockProblems} />}
      {schema ? (
        <>
          <ObjectFields schema={schema} path={path} value={block} omit={omit} />
          <section className="ed-inspector__section" aria-labelledby={settingsId}>
            <h3 id={settingsId} className="ed-inspector__subtitle">
              Settings
            </h3>
            <ObjectFields schema={schema.properties?.props ?? {}} path={[...path, 'props']} value={block.props} />
          </section>
        </>
      ) : (
        <JsonField
          schema={{
            description: `The site has no block called “${block.type}”: delete this block, or ask a developer to fix its type.`,
          }}
          path={[...path, 'props']}
          value={block.props}
          name="props"
          label="Settings (JSON)"
          required={false}
          keyOrder={[]}
        />
      )}
    </>
  )
}
