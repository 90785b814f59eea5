import { z } from 'zod'
import { collectionFileSchema, type CollectionDefinition } from '#data/define-collection.ts'
import { collections } from '#data/collections.ts'
import { siteSchema } from '#data/site-schema.ts'
import { FARM_FACTS_SCHEMA_FILE, farmFactsSchema } from '#data/farm-facts.ts'
import { PICTURE_ALTS_SCHEMA_FILE, pictureAltsSchema } from '#data/picture-alts.ts'

/** The exact text of a generated schema file, shared by the writer and the staleness test. */
export function serializeJsonSchema(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`
}

/** JSON Schema of data/site.json, for editor autocomplete. */
export function siteJsonSchema(): object {
  const schema = z.toJSONSchema(siteSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
  return { ...schema, title: 'Site settings', description: 'The page frame: contacts, hours, social links, menus and footer' }
}

/** JSON Schema of one collection's data file (data/products.json …), for editor autocomplete. */
export function collectionJsonSchema(collection: CollectionDefinition): object {
  const schema = z.toJSONSchema(collectionFileSchema(collection), {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  })
  return {
    ...schema,
    title: `Data: ${collection.name}`,
    description: `The ${collection.name} of the site, one record per ${collection.noun}; pages point at them by id`,
  }
}

/** JSON Schema of one record of a collection: what the editor's form is built from, and what names its fields. */
export function recordJsonSchema(collection: Pick<CollectionDefinition, 'schema'>): object {
  return z.toJSONSchema(collection.schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
}

/** JSON Schema of data/picture-alts.json, for editor autocomplete. */
export function pictureAltsJsonSchema(): object {
  const schema = z.toJSONSchema(pictureAltsSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
  return { ...schema, title: 'Picture alt texts', description: 'The text alternative of each picture added in the page editor' }
}

/** Every generated editor schema beside the data files: [file, schema]. */
export function dataJsonSchemas(): [string, object][] {
  return [
    ...Object.values(collections).map((collection): [string, object] => [
      collection.schemaFile,
      collectionJsonSchema(collection),
    ]),
    [PICTURE_ALTS_SCHEMA_FILE, pictureAltsJsonSchema()],
    [
      FARM_FACTS_SCHEMA_FILE,
      {
        ...z.toJSONSchema(farmFactsSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }),
        title: "The farm's facts",
        description: 'Figures page files, data and posts refer to by name, as {{name}}',
      },
    ],
  ]
}
