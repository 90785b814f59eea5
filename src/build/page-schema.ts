/**
 * The page file format, derived from the block registry: each registered block type adds one
 * branch to the `blocks` union, keyed by "type". The same zod schema gives the TypeScript types,
 * the generated JSON Schema (editor autocomplete) and the parse that applies defaults.
 */
import { z } from 'zod'
import { publishingFields } from '#data/publishing.ts'
import { collectionNames } from '#data/collections.ts'
import { line, pagePath, sharePicturePath, TEXT_MAX } from '#data/schemas.ts'
import { entityCollections, type BlockDefinition } from '#page-model/define-block.ts'
import { boundParamNames, pathParams } from '#page-model/route-paths.ts'

export const PAGE_SCHEMA_VERSION = 1

const blockId = z
  .string()
  .max(TEXT_MAX.label)
  .regex(/^[a-z][a-z0-9-]*$/, 'use lower-case letters, digits and dashes, starting with a letter (e.g. "faq" or "home-faq")')
  .describe("Unique within the page: the block's anchor (#id) and its key")

export function createBlockSchema(definition: BlockDefinition) {
  return z
    .strictObject({
      id: blockId,
      type: z.literal(definition.type).describe(definition.description),
      hidden: z.boolean().optional().describe('true keeps the block in the file but does not show it'),
      when: z
        .enum(['found', 'missing'])
        .optional()
        .describe('Only on pages with an "entity": show this block only when the record was found, or only when it was not')
        .meta({ title: 'Shown when' }),
      props: definition.props.prefault({}).describe(`Settings of the "${definition.type}" block`),
    })
    .describe(definition.description)
}

/** Quoted and joined for a message: "farmers" or "team". */
const quotedChoice = (names: readonly string[]) => names.map((name) => `"${name}"`).join(' or ')

export function createPageSchema(registry: readonly BlockDefinition[]) {
  const pageableTypes = registry.filter((definition) => definition.pageCount).map((definition) => definition.type)
  const entityNeeds = new Map(registry.map((definition) => [definition.type, entityCollections(definition)]))
  const [first, ...rest] = registry.map(createBlockSchema)
  if (!first) throw new Error('The block registry is empty')
  return z
    .strictObject({
      $schema: z.string().optional().describe('Points the editor at page.schema.json for autocomplete'),
      schemaVersion: z.literal(PAGE_SCHEMA_VERSION).describe('Version of this file format'),
      path: pagePath.meta({ title: 'Address' }),
      title: line(TEXT_MAX.pageTitle).describe(
        'Browser tab title and the headline of search results (they show about 70 characters); on entity pages {field} is replaced from the record, e.g. "{title} | Shop"',
      ),
      description: line(TEXT_MAX.pageDescription).describe(
        'Meta description shown by search engines and link previews; on entity pages {field} is replaced from the record',
      ),
      shareImage: sharePicturePath
        .optional()
        .describe(
          "Picture shown when the page is shared (link previews): a .jpg, .png or .webp, best 1200×630. Leave out to use the hero's scene, else the site's picture (data/site.json); entity pages show the record's own picture",
        )
        .meta({ title: 'Picture when shared' }),
      canonical: z
        .string()
        .regex(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/, 'a path such as "/farmer-details/:id"')
        .optional()
        .describe(
          'Only for a second address of the same content: the address search engines should index instead, e.g. "/farmer-details/:id" on "/farmers/:id"',
        )
        .meta({ title: 'Address search engines should use' }),
      noindex: z
        .literal(true)
        .optional()
        .describe(
          'true keeps the page out of search engines (robots "noindex") and the sitemap: a page whose content depends on the address\'s query, such as search results',
        )
        .meta({ title: 'Keep out of search engines' }),
      entity: z
        .strictObject({
          collection: z
            .enum(collectionNames)
            .describe('The data collection the route parameter looks up')
            .meta({ title: 'Records from' }),
          param: z
            .string()
            .describe('The route parameter holding the record id, e.g. "id" for "/shop-single/:id"')
            .meta({ title: 'Record number in the address' }),
        })
        .optional()
        .describe('Binds a route parameter to a record; blocks on the page read that record')
        .meta({ title: 'One record per address' }),
      pageNumber: z
        .strictObject({
          param: z
            .string()
            .describe('The route parameter holding the page number, e.g. "page" for "/blog-standard/:page?"')
            .meta({ title: 'Page number in the address' }),
          block: z
            .string()
            .describe('Id of the list block on this page whose page it selects, e.g. "posts"')
            .meta({ title: 'List block paged' }),
        })
        .optional()
        .describe('Binds a route parameter to the page number of a list block: one address is built per page of the list')
        .meta({ title: 'Numbered pages' }),
      ...publishingFields,
      blocks: z.array(z.discriminatedUnion('type', [first, ...rest])).describe('The blocks of the page, top to bottom'),
    })
    .superRefine((page, ctx) => {
      const seen = new Map<string, number>()
      page.blocks.forEach((block, index) => {
        const earlier = seen.get(block.id)
        if (earlier !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', index, 'id'],
            message: `block id "${block.id}" is already used by blocks[${earlier}]; give this block another id`,
            input: block.id,
          })
        } else seen.set(block.id, index)
        const needs = entityNeeds.get(block.type) ?? []
        if (needs.length > 0 && !needs.some((name) => name === page.entity?.collection)) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', index, 'type'],
            message: `a "${block.type}" block shows the record of its page's "entity", so it needs a page bound to ${quotedChoice(needs)}; ${
              page.entity ? `this page is bound to "${page.entity.collection}"` : 'this page has no "entity"'
            }`,
            params: {
              hint: `move it to a page with "entity": { "collection": "${needs[0]}", "param": "id" }, or remove it from this page`,
            },
            input: block.type,
          })
        }
        if (block.when && !page.entity) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', index, 'when'],
            message: '"when" only applies on pages with an "entity"; remove it',
            input: block.when,
          })
        }
      })
      for (const param of page.canonical?.match(/:[a-z]+/g) ?? []) {
        if (!page.path.split('/').includes(param)) {
          ctx.addIssue({
            code: 'custom',
            path: ['canonical'],
            message: `the canonical path uses "${param}", which the path "${page.path}" does not have`,
            input: page.canonical,
          })
        }
      }
      const params = pathParams(page.path)
      const bound = boundParamNames(page)
      for (const param of bound.filter((name) => !params.includes(name))) {
        ctx.addIssue({
          code: 'custom',
          path: [page.entity?.param === param ? 'entity' : 'pageNumber', 'param'],
          message: `the path "${page.path}" has no ":${param}" parameter`,
          input: param,
        })
      }
      // Each parameter needs values to prerender; an unbound one would become a literal ":name" folder.
      params.forEach((param, index) => {
        if (params.indexOf(param) !== index)
          ctx.addIssue({ code: 'custom', path: ['path'], message: `":${param}" appears twice in the path`, input: page.path })
        else if (!bound.includes(param))
          ctx.addIssue({
            code: 'custom',
            path: ['path'],
            message: `":${param}" is not bound to any values: every parameter must be the "param" of the page's "entity" or "pageNumber"`,
            input: page.path,
          })
      })
      if (page.pageNumber) {
        const { block: listId } = page.pageNumber
        if (page.entity) {
          ctx.addIssue({
            code: 'custom',
            path: ['pageNumber'],
            message: 'a page has either an "entity" or a "pageNumber", not both',
            input: page.pageNumber,
          })
        }
        const list = page.blocks.find((block) => block.id === listId)
        if (!list) {
          ctx.addIssue({
            code: 'custom',
            path: ['pageNumber', 'block'],
            message: `no block on this page has the id "${listId}"`,
            input: listId,
          })
        } else if (!pageableTypes.includes(list.type)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pageNumber', 'block'],
            message: `a "${list.type}" block has no pages; numbered lists: ${pageableTypes.join(', ') || 'none'}`,
            input: listId,
          })
        }
      }
    })
}

export type PageSchema = ReturnType<typeof createPageSchema>

export function createPageJsonSchema(registry: readonly BlockDefinition[]) {
  const schema = z.toJSONSchema(createPageSchema(registry), {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      // ajv and editors report one precise error for a wrong block instead of one per branch.
      const variants = jsonSchema.oneOf
      const isBlockUnion =
        Array.isArray(variants) &&
        variants.every(
          (v) => typeof v === 'object' && v !== null && 'properties' in v && (v.properties as Record<string, unknown>)?.type,
        )
      if (isBlockUnion) jsonSchema.discriminator = { propertyName: 'type' }
    },
  })
  return { ...schema, title: 'Page file', description: 'One route of the site: its path, title and blocks' }
}
