/**
 * A picture: its thumbnail, its path, a picker over every picture in public/art, and a new picture added
 * from the computer (chosen, or dropped on the field).
 */
import { useEffect, useId, useState } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import { Dialog } from '#editor/shared/dialog.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import { PictureUpload } from './picture-upload.tsx'
import { FieldShell } from './field-shell.tsx'
import { mergeKeyOf, useDefaultReset, type FieldProps } from './field-props.ts'
import { useForm } from './form-context.ts'
import { FolderSelect } from './folder-select.tsx'

export function PictureField(props: FieldProps) {
  const { schema, path, value, label, required, keyOrder } = props
  const { update, catalogue, exampleAt } = useForm()
  const defaultReset = useDefaultReset(props)
  const [picking, setPicking] = useState(false)
  const [uploading, setUploading] = useState<{ dropped: File | undefined }>()
  const [dragOver, setDragOver] = useState(false)
  const { pictureFolders } = catalogue
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const hasDefault = schema.default !== undefined
  const set = (picture: string, mergeKey?: string) => {
    const remove = picture === '' && !required && !hasDefault
    update(path, remove ? undefined : picture, { keyOrder, ...(mergeKey ? { mergeKey } : {}) })
  }
  return (
    <FieldShell path={path} label={label} description={schema.description} {...defaultReset}>
      {(control) => (
        <div
          className={`ed-picture${dragOver ? ' is-drop-target' : ''}`}
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes('Files')) return
            e.preventDefault()
            setDragOver(true)
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            const file = e.dataTransfer.files[0]
            if (!file) return
            e.preventDefault()
            setDragOver(false)
            setUploading({ dropped: file })
          }}
        >
          <span className="ed-picture__thumb">
            {shown ? <img src={shown} alt="" width={88} height={66} /> : <Icon name="image" size={24} />}
          </span>
          <div className="ed-picture__controls">
            <input
              {...control}
              className="ed-input"
              type="text"
              spellCheck={false}
              value={shown}
              onChange={(e) => set(e.target.value, mergeKeyOf(path))}
            />
            <div className="ed-picture__buttons">
              <button
                type="button"
                className="ed-button ed-button--small"
                aria-label={`Choose picture for ${label}`}
                onClick={() => setPicking(true)}
              >
                Choose picture
              </button>
              <button
                type="button"
                className="ed-button ed-button--small"
                aria-label={`Add a new picture for ${label}`}
                onClick={() => setUploading({ dropped: undefined })}
              >
                <Icon name="plus" size={16} /> New picture
              </button>
              {!required && !hasDefault && shown && (
                <button type="button" className="ed-link-button" onClick={() => set('')}>
                  No picture
                </button>
              )}
            </div>
          </div>
          <Dialog
            open={picking}
            title={`Choose a picture: ${label}`}
            intro="Every picture in public/art. Add your own with “New picture”, or drop one on the field."
            wide
            onClose={() => setPicking(false)}
          >
            <PicturePicker
              current={shown}
              onPick={(picture) => {
                set(picture)
                setPicking(false)
              }}
            />
          </Dialog>
          <PictureUpload
            open={uploading !== undefined}
            dropped={uploading?.dropped}
            folders={pictureFolders}
            folder={uploadFolder(shown || String(exampleAt?.(path) ?? ''), pictureFolders)}
            onUploaded={(picture) => {
              set(picture)
              setUploading(undefined)
            }}
            onClose={() => setUploading(undefined)}
          />
        </div>
      )}
    </FieldShell>
  )
}

/** Every picture in public/art as the dev server lists it when the picker opens (so new ones are there), else the catalogue's. */
function usePictures(): string[] {
  const { catalogue } = useForm()
  const [fresh, setFresh] = useState<string[]>()
  useEffect(() => {
    let current = true
    endpoint.pictures().then(
      (pictures) => current && setFresh(pictures),
      () => {}, // the catalogue's list stands
    )
    return () => {
      current = false
    }
  }, [])
  return fresh ?? catalogue.pictures
}

function PicturePicker({ current, onPick }: { current: string; onPick: (picture: string) => void }) {
  const pictures = usePictures()
  const folders = [...new Set(pictures.map(folderOf))]
  const [folder, setFolder] = useState('')
  const [search, setSearch] = useState('')
  const searchId = useId()
  const folderId = useId()
  const shown = pictures.filter(
    (picture) => (!folder || folderOf(picture) === folder) && picture.toLowerCase().includes(search.trim().toLowerCase()),
  )
  return (
    <div className="ed-picker">
      <div className="ed-picker__filters">
        <FolderSelect id={folderId} label="Folder" folders={folders} value={folder} onChange={setFolder} offerAll />
        <LabelledField id={searchId} label="Search by file name" className="ed-picker__search">
          <input
            id={searchId}
            data-autofocus
            className="ed-input"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </LabelledField>
      </div>
      <p className="ed-picker__count" aria-live="polite">
        {shown.length} picture{shown.length === 1 ? '' : 's'}
      </p>
      <ul className="ed-picker__grid">
        {shown.map((picture) => (
          <li key={picture}>
            <button
              type="button"
              className="ed-picker__choice"
              aria-pressed={picture === current}
              onClick={() => onPick(picture)}
            >
              <img src={picture} alt="" loading="lazy" width={160} height={120} />
              <span className="ed-picker__name">{picture.replace(/^\/art\//, '')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Where a new picture goes: the folder of the field's picture, or of its example (a new record's), else the first. */
function uploadFolder(picture: string, folders: readonly string[]): string {
  return picture && folders.includes(folderOf(picture)) ? folderOf(picture) : (folders[0] ?? '')
}

function folderOf(picture: string): string {
  return picture.split('/').slice(2, -1).join('/') || 'art'
}
