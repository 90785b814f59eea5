/** A folder of public/art to choose, as a labelled list; `allFolders` names a first choice of every folder (""). */
export function FolderSelect({
  id,
  label,
  folders,
  value,
  onChange,
  allFolders,
}: {
  id: string
  label: string
  folders: readonly string[]
  value: string
  onChange: (folder: string) => void
  allFolders?: string
}) {
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ed-input ed-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {allFolders !== undefined && <option value="">{allFolders}</option>}
        {folders.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
