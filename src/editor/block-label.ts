/** A block type as the editor names it: "hero-slider" → "Hero slider", "faq" → "FAQ". */
export function blockLabel(type: string): string {
  const words = type.split('-').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
  const [first = '', ...rest] = words
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ')
}

const ACRONYMS = new Set(['faq', 'cta'])
