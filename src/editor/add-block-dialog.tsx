/** The Add block dialog: every registered block type the page can take, with its description. */
import { useId, useState } from 'react'
import type { BlockChoice } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/icons.tsx'
import { blockLabel } from './block-label.ts'
import { Dialog } from './dialog.tsx'

interface AddBlockDialogProps {
  open: boolean
  blocks: BlockChoice[]
  /** Where the new block goes, in words: "after “gallery”" or "at the end". */
  placement: string
  /** The collection the page is bound to (its "entity"), if any: blocks that show one record need it. */
  pageEntity: string | undefined
  onAdd: (type: string) => void
  onClose: () => void
}

export function AddBlockDialog({ open, blocks, placement, pageEntity, onAdd, onClose }: AddBlockDialogProps) {
  // A block that shows one record (a product's details, a post) works only on a page for one such record.
  const usable = blocks.filter(
    (block) => block.entity.length === 0 || (pageEntity !== undefined && block.entity.includes(pageEntity)),
  )
  return (
    <Dialog
      open={open}
      title="Add a block"
      intro={`The new block goes ${placement}, with its example settings; change them in the form.`}
      wide
      onClose={onClose}
    >
      <CatalogueList blocks={usable} onAdd={onAdd} />
    </Dialog>
  )
}

function CatalogueList({ blocks, onAdd }: Pick<AddBlockDialogProps, 'blocks' | 'onAdd'>) {
  const [search, setSearch] = useState('')
  const searchId = useId()
  const words = search.trim().toLowerCase()
  const shown = blocks.filter((block) => `${block.type} ${block.description}`.toLowerCase().includes(words))
  return (
    <div className="ed-catalogue">
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={searchId}>
          Find a block
        </label>
        <input
          id={searchId}
          className="ed-input"
          type="search"
          data-autofocus
          placeholder="faq, carousel, picture…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="ed-picker__count" aria-live="polite">
        {shown.length} block type{shown.length === 1 ? '' : 's'}
      </p>
      <ul className="ed-catalogue__list">
        {shown.map((block) => (
          <li key={block.type}>
            <button type="button" className="ed-catalogue__choice" onClick={() => onAdd(block.type)}>
              <span className="ed-catalogue__name">
                {blockLabel(block.type)} <code>{block.type}</code>
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
