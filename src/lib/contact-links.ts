/** Links built from contact details: for the frame's contact lists and the blocks that show a phone or e-mail. */

/** "+1 (555) 010-2030" → "tel:+15550102030". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
