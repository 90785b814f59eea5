/** A person's initials, "Ruth Sanders" → "RS": their mark beside a comment or review (readers send no portrait). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.charAt(0).toUpperCase() ?? '').join('')
}
