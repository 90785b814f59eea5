// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateJsonFile } from '#build/validate-data-file.ts'
import { formatProblem } from '#page-model/problem.ts'
import { describeAltPath, PICTURE_ALTS_FILE, pictureAltsSchema } from './picture-alts.ts'

const check = (alts: Record<string, unknown>) =>
  validateJsonFile(
    PICTURE_ALTS_FILE,
    JSON.stringify({ $schema: './picture-alts.schema.json', alts }, null, 2),
    pictureAltsSchema,
    describeAltPath,
  ).problems.map(formatProblem)

describe('data/picture-alts.json', () => {
  it('accepts an alt text for a picture in public/', () => {
    expect(check({ '/art/blog/spring-lambs.webp': 'Two lambs in the orchard grass' })).toEqual([])
  })

  it('refuses an empty alt text', () => {
    expect(check({ '/art/blog/spring-lambs.webp': '' })).toEqual([
      'data/picture-alts.json:4:36  alt text of /art/blog/spring-lambs.webp: must not be empty',
    ])
  })

  it('refuses a key that is not a picture of the site', () => {
    expect(check({ 'https://example.com/x.webp': 'A picture elsewhere' })).toHaveLength(1)
  })
})
