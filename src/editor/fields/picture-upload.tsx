/**
 * Adding a picture from the computer to public/art: drop it on a picture field or choose it, say what it
 * shows (the alt text is required) and which folder it goes in; the dev server stores it in the sizes the
 * site uses, and the field takes it at once.
 */
import { useId, useState } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import { CancelOrSubmit, Dialog } from '#editor/shared/dialog.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import { FolderSelect } from './folder-select.tsx'

/** The kinds of picture the dev server stores (as WebP in the site's sizes). */
const UPLOADABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

interface PictureUploadProps {
  open: boolean
  /** A file dropped on the field, or undefined to choose one here. */
  dropped: File | undefined
  folders: string[]
  /** The folder the field's picture is in, if any: the new one goes there unless another is chosen. */
  folder: string
  onUploaded: (path: string) => void
  onClose: () => void
}

export function PictureUpload({ open, dropped, folders, folder, onUploaded, onClose }: PictureUploadProps) {
  return (
    <Dialog
      open={open}
      title="Add a picture"
      intro="A JPEG, PNG or WebP photo; it is stored in public/art as WebP, in the sizes the site draws in its folder."
      onClose={onClose}
    >
      {/* A new form each time the dialog opens, so nothing of the last upload stays. */}
      {open && (
        <UploadForm dropped={dropped} folders={folders} initialFolder={folder} onUploaded={onUploaded} onCancel={onClose} />
      )}
    </Dialog>
  )
}

function UploadForm({
  dropped,
  folders,
  initialFolder,
  onUploaded,
  onCancel,
}: {
  dropped: File | undefined
  folders: string[]
  initialFolder: string
  onUploaded: (path: string) => void
  onCancel: () => void
}) {
  const fileId = useId()
  const altId = useId()
  const folderId = useId()
  const altHelpId = useId()
  const [picture, setPicture] = useState(dropped)
  const [alt, setAlt] = useState('')
  const [folder, setFolder] = useState(initialFolder)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const wrongType = picture !== undefined && !UPLOADABLE_TYPES.includes(picture.type)
  const canSend = picture !== undefined && !wrongType && alt.trim() !== '' && !sending

  const send = async () => {
    if (!picture || !canSend) return
    setSending(true)
    setFailure(undefined)
    try {
      const { path } = await endpoint.uploadPicture(picture, { fileName: picture.name, folder, alt: alt.trim() })
      onUploaded(path)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className="ed-form ed-upload"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <LabelledField id={fileId} label="Picture file">
        <input
          id={fileId}
          className="ed-input ed-upload__file"
          type="file"
          accept={UPLOADABLE_TYPES.join(',')}
          data-autofocus={picture ? undefined : true}
          aria-invalid={wrongType ? true : undefined}
          onChange={(e) => setPicture(e.target.files?.[0])}
        />
        {picture && !wrongType && <p className="ed-field__note">{picture.name}</p>}
        {wrongType && (
          <p className="ed-field__note ed-field__note--error">
            {picture.name} is not a JPEG, PNG or WebP picture: choose another file.
          </p>
        )}
      </LabelledField>
      <LabelledField id={altId} label="What the picture shows (alt text)">
        <input
          id={altId}
          className="ed-input"
          type="text"
          required
          maxLength={400}
          aria-describedby={altHelpId}
          data-autofocus={picture ? true : undefined}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        <p id={altHelpId} className="ed-field__help">
          Read to people who cannot see it, e.g. “A punnet of wild blueberries on a wooden table”. Required.
        </p>
      </LabelledField>
      <FolderSelect id={folderId} label="Folder in public/art" folders={folders} value={folder} onChange={setFolder} />
      {failure && (
        <p className="ed-field__note ed-field__note--error" role="alert">
          {failure}
        </p>
      )}
      <CancelOrSubmit onCancel={onCancel} submitDisabled={!canSend}>
        <Icon name="plus" size={16} /> {sending ? 'Adding…' : 'Add and use this picture'}
      </CancelOrSubmit>
    </form>
  )
}
