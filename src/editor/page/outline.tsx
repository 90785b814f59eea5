/**
 * The page's blocks in order. Each can be moved by dragging its handle, or with the keyboard (focus the
 * handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel), and hidden, duplicated or
 * deleted. dnd-kit's sortable preset does the moving and tells screen readers what happens.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useId } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { blockLabel } from '#page-model/block-names.ts'
import type { EditorDoc, PageBlock } from './page-document.ts'
import { PaneHead } from '#editor/shared/pane-head.tsx'

export const PAGE_SETTINGS = 'page'

/** What the outline's buttons do, each to the block with this key (blocks keep their key while they move). */
export interface OutlineActions {
  onSelect: (key: string) => void
  onMove: (from: number, to: number) => void
  onToggleHidden: (key: string) => void
  onDuplicate: (key: string) => void
  onRemove: (key: string) => void
  onAdd: () => void
}

interface OutlineProps extends OutlineActions {
  doc: EditorDoc
  /** The selected block's key, or PAGE_SETTINGS. */
  selected: string | undefined
  problemsUnder: (path: JsonPath) => EditorProblem[]
}

const INSTRUCTIONS =
  'To move a block, press Space or Enter on its handle, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.'

/** How a block is named to screen readers: "FAQ “faq”". */
function spoken(block: PageBlock | undefined): string {
  return block ? `${blockLabel(block.type)} “${block.id}”` : 'the block'
}

export function Outline({
  doc,
  selected,
  problemsUnder,
  onSelect,
  onMove,
  onToggleHidden,
  onDuplicate,
  onRemove,
  onAdd,
}: OutlineProps) {
  const headingId = useId()
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const { blocks } = doc.page
  const blockAt = (key: unknown) => blocks[doc.blockKeys.indexOf(String(key))]
  const position = (key: unknown) => `position ${doc.blockKeys.indexOf(String(key)) + 1} of ${blocks.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${spoken(blockAt(active.id))}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${spoken(blockAt(active.id))} would move to ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${spoken(blockAt(active.id))} dropped at ${position(over.id)}.` : `${spoken(blockAt(active.id))} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${spoken(blockAt(active.id))} stays at ${position(active.id)}.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(doc.blockKeys.indexOf(String(active.id)), doc.blockKeys.indexOf(String(over.id)))
  }

  return (
    <nav className="ed-outline" aria-labelledby={headingId}>
      <PaneHead id={headingId} title="Outline">
        <span className="ed-pane-meta">{blocks.length} blocks</span>
      </PaneHead>
      <button
        type="button"
        className="ed-outline__page"
        aria-current={selected === PAGE_SETTINGS ? 'true' : undefined}
        onClick={() => onSelect(PAGE_SETTINGS)}
      >
        <span className="ed-outline__type">Page settings</span>
        <span className="ed-outline__id">address, title, description</span>
        <ProblemCount count={problemsOutsideBlocks(problemsUnder)} />
      </button>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <SortableContext items={doc.blockKeys} strategy={verticalListSortingStrategy}>
          <ol className="ed-outline__list">
            {blocks.map((block, index) => (
              <OutlineRow
                key={doc.blockKeys[index]}
                sortableId={doc.blockKeys[index]!}
                block={block}
                selected={selected === doc.blockKeys[index]}
                problems={problemsUnder(['blocks', index]).length}
                onSelect={onSelect}
                onToggleHidden={onToggleHidden}
                onDuplicate={onDuplicate}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className="ed-button ed-outline__add" onClick={onAdd}>
        <Icon name="plus" size={18} /> Add block
      </button>
      <p className="ed-outline__hint">{INSTRUCTIONS}</p>
    </nav>
  )
}

function problemsOutsideBlocks(problemsUnder: (path: JsonPath) => EditorProblem[]): number {
  return problemsUnder([]).filter((problem) => problem.path[0] !== 'blocks' || problem.path.length === 1).length
}

function ProblemCount({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span className="ed-badge ed-badge--problem">
      <Icon name="alert" size={14} />
      {count} {count === 1 ? 'problem' : 'problems'}
    </span>
  )
}

interface RowProps extends Pick<OutlineActions, 'onSelect' | 'onToggleHidden' | 'onDuplicate' | 'onRemove'> {
  sortableId: string
  block: PageBlock
  selected: boolean
  problems: number
}

// Memoised: typing into a block's settings re-renders only that block's row.
const OutlineRow = memo(function OutlineRow({
  sortableId,
  block,
  selected,
  problems,
  onSelect,
  onToggleHidden,
  onDuplicate,
  onRemove,
}: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sortableId,
  })
  const name = spoken(block)
  const hidden = block.hidden === true
  const classes = ['ed-outline__row', selected && 'is-selected', hidden && 'is-hidden', isDragging && 'is-dragging']
  return (
    <li
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-block-key={sortableId}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="ed-outline__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${name}`}
        title="Drag, or press Space and use the arrow keys"
      >
        <Icon name="grip" size={18} strokeWidth={3} />
      </button>
      <button
        type="button"
        className="ed-outline__select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(sortableId)}
      >
        <span className="ed-outline__type">{blockLabel(block.type)}</span>
        <span className="ed-outline__id">#{block.id}</span>
        {hidden && (
          <span className="ed-badge">
            <Icon name="eyeOff" size={14} /> Hidden
          </span>
        )}
        <ProblemCount count={problems} />
      </button>
      <div className="ed-outline__tools">
        <button
          type="button"
          className="ed-icon-button"
          onClick={() => onToggleHidden(sortableId)}
          title={hidden ? 'Hidden: click to show it on the page' : 'Shown on the page: click to hide it'}
        >
          {/* The eye says what the page does now, as in drawing programs: open while the block shows. */}
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
          <span className="visually-hidden">
            {hidden ? 'Show' : 'Hide'} {name}
          </span>
        </button>
        <button type="button" className="ed-icon-button" onClick={() => onDuplicate(sortableId)} title="Duplicate">
          <Icon name="copy" size={16} />
          <span className="visually-hidden">Duplicate {name}</span>
        </button>
        <button
          type="button"
          className="ed-icon-button ed-icon-button--danger"
          onClick={() => onRemove(sortableId)}
          title="Delete"
        >
          <Icon name="trash" size={16} />
          <span className="visually-hidden">Delete {name}</span>
        </button>
      </div>
    </li>
  )
})
