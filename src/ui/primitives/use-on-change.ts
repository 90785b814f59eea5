import { useState } from 'react'

/**
 * Calls `onChange(value)` while rendering, whenever `value` differs from the one before (React's "adjusting
 * state when a prop changes", without an effect's extra render). Used for what the page editor's preview
 * shows (the question, filter or tab being edited): the block follows the editor when it moves, and the
 * visitor's own clicks are left alone in between.
 * Example: useOnChange(useEditedEntry('items'), (index) => index !== undefined && setOpen(index))
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const [previous, setPrevious] = useState(value)
  if (!Object.is(value, previous)) {
    setPrevious(value)
    onChange(value)
  }
}
