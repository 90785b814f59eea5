// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorAddress, editorPlace, type EditorPlace } from './dev-addresses.ts'

describe('editor addresses', () => {
  it.each<[string, EditorPlace]>([
    ['/__edit', { section: 'pages', page: undefined, add: undefined }],
    ['/__edit?page=home-2', { section: 'pages', page: 'home-2.json', add: undefined }],
    ['/__edit?page=home-2&add=faq', { section: 'pages', page: 'home-2.json', add: 'faq' }],
    ['/__edit?content', { section: 'content', collection: undefined, id: undefined }],
    ['/__edit?collection=products', { section: 'content', collection: 'products', id: undefined }],
    ['/__edit?collection=products&id=1', { section: 'content', collection: 'products', id: 1 }],
    ['/__edit?settings', { section: 'settings' }],
    ['/__edit?publish', { section: 'publish' }],
  ])('%s is built from the place it is read as', (address, place) => {
    expect(editorPlace(new URL(address, 'http://127.0.0.1').search)).toEqual(place)
    expect(editorAddress(place)).toBe(address)
  })

  it('reads a page named with or without ".json", fields in any order, and no id that is not a record’s', () => {
    expect(editorPlace('?add=faq&page=about-us')).toEqual({ section: 'pages', page: 'about-us.json', add: 'faq' })
    expect(editorPlace('?page=about-us.json')).toMatchObject({ page: 'about-us.json' })
    expect(editorPlace('?collection=farmers&id=abc')).toEqual({ section: 'content', collection: 'farmers', id: undefined })
    expect(editorPlace('?collection=farmers&id=-2')).toMatchObject({ id: undefined })
    expect(editorAddress({ section: 'pages', page: 'home-2.json' })).toBe('/__edit?page=home-2')
  })
})
