import { describe, expect, it } from 'vitest'
import { blogPostSchema } from '../data/schemas.ts'
import { formatProblem } from './problem.ts'
import { validateDataFile } from './validate-data-file.ts'

const post = {
  id: 1,
  thumb: '/art/blog/post-1.webp',
  thumbFull: '/art/blog/post-1.webp',
  title: 'A',
  date: { day: '01', month: 'Aug', year: '2024' },
  full_date: '01 Aug 2024',
  author: 'Admin',
  description: 'D',
  comments: 2,
}

describe('validateDataFile', () => {
  it('accepts valid records', () => {
    expect(validateDataFile('data/blog-posts.json', JSON.stringify([post]), blogPostSchema)).toEqual([])
  })
  it('points at a bad field and at a repeated id', () => {
    const text = JSON.stringify([post, { ...post, comments: -1 }, { ...post }], null, 2)
    const lines = validateDataFile('data/blog-posts.json', text, blogPostSchema).map(formatProblem)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^data\/blog-posts\.json:\d+:\d+ {2}\[1\]\.comments: /)
    const fixed = JSON.stringify([post, { ...post }], null, 2)
    expect(validateDataFile('data/blog-posts.json', fixed, blogPostSchema).map(formatProblem)[0]).toMatch(
      /\[1\]\.id: id 1 is already used by record \[0\]/,
    )
  })
})

describe('odd data files', () => {
  const lines = (text: string) => validateDataFile('data/blog-posts.json', text, blogPostSchema).map(formatProblem)

  it('an empty file is one problem at 1:1', () => {
    expect(lines('')).toEqual(['data/blog-posts.json:1:1  JSON syntax error: the file is empty'])
    expect(lines(' \n')).toEqual(['data/blog-posts.json:1:1  JSON syntax error: the file is empty'])
  })

  it('a byte-order mark is ignored', () => {
    expect(lines(`\uFEFF${JSON.stringify([post])}`)).toEqual([])
  })

  it('a stray ",," is a syntax error at the second comma', () => {
    expect(lines('[\n  1,,\n  2\n]')).toEqual([
      'data/blog-posts.json:2:5  JSON syntax error: expected a value (is there a trailing comma or a missing value?)',
    ])
  })

  it('a repeated key is a problem at the second one, not a silent overwrite', () => {
    const text = `[\n  {\n    "id": 1,\n    "title": "Early Carrots",\n    "title": "Late Carrots"\n  }\n]`
    expect(lines(text)).toEqual(['data/blog-posts.json:5:5  "title" appears twice in this object (first at line 4); keep one'])
  })
})
