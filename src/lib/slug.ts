/**
 * The address form of a label, as the blog's filter links write it: "Soil & Crops" → "soil-crops",
 * "Crème Fraîche" → "creme-fraiche". Lower-case letters and digits, words joined by single hyphens;
 * "" for a label with no letter or digit (the data schema refuses such a tag or category).
 */
export function slugOf(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
