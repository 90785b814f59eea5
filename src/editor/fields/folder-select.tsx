import { LabelledField } from '#editor/shared/labelled-field.tsx'

/** A folder of public/art to choose, as a labelled list; `offerAll`: first, "All folders" (""). */
export function FolderSelect({
  id,
  label,
  folders,
  value,
  onChange,
  offerAll = false,
}: {
  id: string
  label: string
  folders: readonly string[]
  value: string
  onChange: (folder: string) => void
  offerAll?: boolean
}) {
  return (
    <LabelledField id={id} label={label}>
      <select id={id} className="ed-input ed-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {offerAll && <option value="">All folders</option>}
        {folders.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}
