/** Links built from the site's contact settings. */

/** "+1 (555) 010-2030" → "tel:+15550102030". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
