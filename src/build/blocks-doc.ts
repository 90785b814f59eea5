/**
 * docs/blocks.md: the block catalogue for reading without a dev server, written by `npm run catalogue`.
 * Its text is a function of the catalogue's facts only (never of the screenshots), so a unit test can tell
 * when it is stale by writing it again.
 */
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'
import type { BlockFact, PropFact } from './block-facts.ts'

export const CATALOGUE_DOC_FILE = 'docs/blocks.md'
/** Screenshots, one per block type, beside the document. */
export const SCREENSHOT_DIR = 'docs/blocks'

export const screenshotFile = (type: string) => `${SCREENSHOT_DIR}/${type}.webp`

/** Text safe inside a Markdown table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (text: string) => (text ? `\`${text}\`` : '')

function propRow(prop: PropFact): string {
  const fallback = prop.required ? 'required' : code(prop.default) || '—'
  return `| ${code(prop.name)} | ${cell(prop.type)} | ${cell(fallback)} | ${cell(prop.description)} |`
}

function entityLine(fact: BlockFact): string {
  if (fact.entity.length === 0) return '**Entity:** none; it works on any page.'
  const collections = fact.entity.map((name) => `"${name}"`).join(' or ')
  return `**Entity:** it shows its page's record, so it goes on a page whose \`"entity"\` is bound to ${collections} (with \`"when": "found"\`).`
}

function usedInLines(fact: BlockFact): string[] {
  if (fact.usedIn.length === 0) return ['**Used in:** no page file yet.']
  return [
    '**Used in:**',
    '',
    ...fact.usedIn.map((use) => `- \`${use.file}\` (${use.path}): ${use.blocks.map((id) => `"${id}"`).join(', ')}`),
  ]
}

function section(fact: BlockFact): string {
  const notes = [
    fact.numberedList ? 'a list a page file may number by path (`"pageNumber"`)' : '',
    fact.fillsScreen ? 'fills a phone’s first screen, so the block after it loads its pictures lazily' : '',
  ].filter(Boolean)
  return [
    `## ${code(fact.type)}`,
    '',
    fact.description,
    '',
    `![${fact.type}, drawn with its example props at 1280 px](${screenshotFile(fact.type).replace(/^docs\//, '')})`,
    '',
    entityLine(fact),
    '',
    ...usedInLines(fact),
    ...(notes.length > 0 ? ['', `**Note:** ${notes.join('; ')}.`] : []),
    '',
    '| Prop | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...fact.props.map(propRow),
    '',
    'To add it to a page, paste this into the page file’s `"blocks"` list (give it an `"id"` the page does not use yet):',
    '',
    '```json',
    fact.snippet,
    '```',
  ].join('\n')
}

export function blockCatalogueMarkdown(facts: readonly BlockFact[]): string {
  const contents = facts.map((fact) => `- [${code(fact.type)}](#${fact.type}): ${fact.description}`)
  return [
    '# Block catalogue',
    '',
    '<!-- Written by `npm run catalogue` from blocks/registry.ts, the block schemas and the page files. Do not edit: a unit test fails when it is stale. -->',
    '',
    `Every block a page file can use (${facts.length} types), drawn with its example props, with its settings, the page files that use it and a snippet to paste. While \`npm run dev\` runs, the same catalogue is live at [${CATALOGUE_PATH}](http://127.0.0.1:5173${CATALOGUE_PATH}), with a copy button on each snippet. How to edit a page: [the editor's manual](editor.md).`,
    '',
    ...contents,
    '',
    ...facts.flatMap((fact) => [section(fact), '']),
  ].join('\n')
}
