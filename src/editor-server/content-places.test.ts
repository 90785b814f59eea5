// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentPlace } from './content-places.ts'

const root = process.cwd()
/** The line of data/products.json that holds `text`. */
const lineOf = (text: string) =>
  readFileSync('data/products.json', 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1

describe('contentPlace', () => {
  it('names the record a line of a collection file is in by its title, with its form’s address', () => {
    const price = lineOf('"title": "Garden Strawberries"') + 3
    expect(contentPlace(root, 'data/products.json', price)).toEqual({
      name: 'Garden Strawberries',
      href: '/__edit?collection=products&id=3',
    })
  })

  it('names the collection where no record is at the line', () => {
    expect(contentPlace(root, 'data/products.json', 1)).toEqual({ name: 'Products', href: '/__edit?collection=products' })
  })

  it('names a page by its title and address, the settings, and a post’s text by its post', () => {
    expect(contentPlace(root, 'pages-schema/home-2.json', 5)).toEqual({
      name: '“Our Farm Story” (/home-2)',
      href: '/__edit?page=home-2',
    })
    expect(contentPlace(root, 'data/site.json', 3)).toEqual({ name: 'Site settings', href: '/__edit?settings' })
    expect(contentPlace(root, 'data/blog-posts/2.md', 4)).toEqual({
      name: expect.stringMatching(/^Morning Milking.* \(its text\)$/),
      href: '/__edit?collection=blog-posts&id=2',
    })
    expect(contentPlace(root, 'public/art/x.webp')).toBeUndefined()
  })

  it('names a page about each record of a collection in words, not by its address pattern', () => {
    expect(contentPlace(root, 'pages-schema/service-details.json', 3)).toEqual({
      name: 'Each service’s page (service details)',
      href: '/__edit?page=service-details',
    })
    expect(contentPlace(root, 'pages-schema/blog-single.json')?.name).toBe('Each post’s page (blog single)')
    expect(contentPlace(root, 'pages-schema/blog-single-with-sidebar.json')?.name).toBe(
      'Each post’s page (blog single with sidebar)',
    )
  })
})
