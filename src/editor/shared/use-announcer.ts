/** What the editor tells screen-reader users after an action they cannot see happen (a polite live region shows it). */
import { useState } from 'react'

export function useAnnouncer() {
  const [announcement, announce] = useState('')
  return { announcement, announce }
}
