/** A picture: its thumbnail, its path, and a picker over every picture in public/art. */
import { useId, useState } from 'react'
import { Icon } from '#ui/icons.tsx'
import { Dialog } from '#editor/dialog.tsx'
import { FieldShell } from './field-shell.tsx'
import { mergeKeyOf, useDefaultReset, type FieldProps } from './field-props.ts'
import { useForm } from './form-context.ts'

export function PictureField(props: FieldProps) {
  const { schema, path, value, label, required, keyOrder } = props
  const { update } = useForm()
  const defaultReset = useDefaultReset(props)
  const [picking, setPicking] = useState(false)
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const hasDefault = schema.default !== undefined
  const set = (picture: string, mergeKey?: string) => {
    const remove = picture === '' && !required && !hasDefault
    update(path, remove ? undefined : picture, { keyOrder, ...(mergeKey ? { mergeKey } : {}) })
  }
  return (
    <FieldShell path={path} label={label} description={schema.description} {...defaultReset}>
      {(control) => (
        <div className="ed-picture">
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
            intro="Every picture in public/art. Add new ones there; they appear here after a reload."
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
        </div>
      )}
    </FieldShell>
  )
}

function PicturePicker({ current, onPick }: { current: string; onPick: (picture: string) => void }) {
  const { catalogue } = useForm()
  const folders = [...new Set(catalogue.pictures.map(folderOf))]
  const [folder, setFolder] = useState('')
  const [search, setSearch] = useState('')
  const searchId = useId()
  const folderId = useId()
  const shown = catalogue.pictures.filter(
    (picture) => (!folder || folderOf(picture) === folder) && picture.toLowerCase().includes(search.trim().toLowerCase()),
  )
  return (
    <div className="ed-picker">
      <div className="ed-picker__filters">
        <div className="ed-field">
          <label className="ed-field__label" htmlFor={folderId}>
            Folder
          </label>
          <select id={folderId} className="ed-input ed-select" value={folder} onChange={(e) => setFolder(e.target.value)}>
            <option value="">All folders</option>
            {folders.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="ed-field ed-picker__search">
          <label className="ed-field__label" htmlFor={searchId}>
            Search by file name
          </label>
          <input
            id={searchId}
            data-autofocus
            className="ed-input"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
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

function folderOf(picture: string): string {
  return picture.split('/').slice(2, -1).join('/') || 'art'
}
