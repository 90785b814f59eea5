/**
 * The Add block dialog: every registered block type the page can take, by its plain name, with its
 * description; and a note naming the blocks left out because they show one record of a collection, with
 * the page files where they go.
 */
import { useId, useState } from 'react'
import { editorAddress } from '#page-model/dev-addresses.ts'
import { plainBlockName } from '#page-model/block-names.ts'
import type { BlockChoice } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { Dialog } from '#editor/shared/dialog.tsx'
import { LabelledField } from '#editor/shared/labelled-field.tsx'

interface AddBlockDialogProps {
  open: boolean
  blocks: BlockChoice[]
  /** Where the new block goes, in words: "after “gallery”" or "at the end". */
  placement: string
  /** The collection the page is bound to (its "entity"), if any: blocks that show one record need it. */
  pageEntity: string | undefined
  /** The page files bound to each collection. */
  entityPages: Record<string, string[]>
  onAdd: (type: string) => void
  onClose: () => void
}

export function AddBlockDialog({ open, blocks, placement, pageEntity, entityPages, onAdd, onClose }: AddBlockDialogProps) {
  // A block that shows one record (a product's details, a post) works only on a page for one such record.
  const fits = (block: BlockChoice) =>
    block.entity.length === 0 || (pageEntity !== undefined && block.entity.includes(pageEntity))
  const usable = blocks.filter(fits)
  const leftOut = blocks.filter((block) => !fits(block))
  return (
    <Dialog
      open={open}
      title="Add a block"
      intro={`The new block goes ${placement}, with its example settings; change them in the form.`}
      wide
      onClose={onClose}
    >
      <CatalogueList blocks={usable} onAdd={onAdd} />
      {leftOut.length > 0 && <LeftOutNote blocks={leftOut} entityPages={entityPages} />}
    </Dialog>
  )
}

function CatalogueList({ blocks, onAdd }: Pick<AddBlockDialogProps, 'blocks' | 'onAdd'>) {
  const [search, setSearch] = useState('')
  const searchId = useId()
  const words = search.trim().toLowerCase()
  const shown = blocks.filter((block) =>
    `${plainBlockName(block.type)} ${block.type} ${block.description}`.toLowerCase().includes(words),
  )
  return (
    <div className="ed-catalogue">
      <LabelledField id={searchId} label="Find a block">
        <input
          id={searchId}
          className="ed-input"
          type="search"
          data-autofocus
          placeholder="faq, carousel, picture…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </LabelledField>
      <p className="ed-picker__count" aria-live="polite">
        {shown.length} block type{shown.length === 1 ? '' : 's'}
      </p>
      <ul className="ed-catalogue__list">
        {shown.map((block) => (
          <li key={block.type}>
            <button type="button" className="ed-catalogue__choice" onClick={() => onAdd(block.type)}>
              <span className="ed-catalogue__name">
                {plainBlockName(block.type)} <code>{block.type}</code>
              </span>
              <span className="ed-catalogue__description">{block.description}</span>
              <Icon name="plus" size={18} className="ed-catalogue__plus" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Product details, Related products need a page bound to products: open shop-single.json." One line per collection. */
function LeftOutNote({ blocks, entityPages }: { blocks: BlockChoice[]; entityPages: Record<string, string[]> }) {
  const byCollection = new Map<string, { collections: string[]; names: string[] }>()
  for (const block of blocks) {
    const key = block.entity.join(' or ')
    const group = byCollection.get(key) ?? { collections: block.entity, names: [] }
    group.names.push(plainBlockName(block.type))
    byCollection.set(key, group)
  }
  return (
    <div className="ed-catalogue__left-out">
      <p>Blocks that show one record are not offered on this page:</p>
      <ul>
        {[...byCollection].map(([key, { collections, names }]) => {
          const files = collections.flatMap((collection) => entityPages[collection] ?? [])
          return (
            <li key={key}>
              {names.join(', ')} {names.length === 1 ? 'needs' : 'need'} a page bound to {key}
              {files.length > 0 ? (
                <>
                  : open{' '}
                  {files.map((file, index) => (
                    <span key={file}>
                      {index > 0 && (index === files.length - 1 ? ' or ' : ', ')}
                      <a href={editorAddress({ section: 'pages', page: file })}>{file}</a>
                    </span>
                  ))}
                  .
                </>
              ) : (
                '.'
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
