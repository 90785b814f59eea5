/** The content editor's post form, as the journeys that write a new post fill it in. */
import type { Locator } from '@playwright/test'

interface NewPost {
  title: string
  date: string
  author: string
  description: string
  category: string
  tag: string
}

/** Every field a post needs, typed into the empty form of a new post (its picture and text are each journey's own). */
export async function fillNewPost(fields: Locator, post: NewPost) {
  await fields.getByRole('textbox', { name: 'Title', exact: true }).fill(post.title)
  await fields.getByLabel('Date', { exact: true }).fill(post.date)
  await fields.getByRole('textbox', { name: 'Author', exact: true }).fill(post.author)
  await fields.getByRole('textbox', { name: 'Description', exact: true }).fill(post.description)
  await fields.getByRole('textbox', { name: 'Category', exact: true }).fill(post.category)
  const tags = fields.getByRole('group', { name: 'Tags' })
  await tags.getByRole('button', { name: 'Add tag' }).click()
  await tags.getByRole('textbox').first().fill(post.tag)
}
