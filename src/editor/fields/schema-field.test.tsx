import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { EditorCatalogue, EditorProblem } from '#page-model/editor-api-types.ts'
import { withValueAt } from '#editor/page/page-document.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { FormContext, type FormContextValue } from './form-context.ts'
import { ObjectFields } from './schema-field.tsx'
import { editorProblem } from '#tests/unit/editor-problem.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const PICTURE = '^/art/.+\\.webp$'
const LINK = '^/.*$'

const catalogue: EditorCatalogue = {
  pageSchema: {},
  blocks: [],
  entityPages: {},
  pictures: ['/art/products/pears.webp'],
  pictureFolders: ['products'],
  links: [
    { href: '/', label: 'Home' },
    { href: '/about-us', label: 'About Us' },
    { href: '/summer', label: 'Summer at Green Valley' },
  ],
  collections: {
    farmers: [
      { id: 1, title: 'Daniel Whitmore', thumb: undefined },
      { id: 2, title: 'Grace Holloway', thumb: undefined },
      { id: 3, title: 'Tom Reyes', thumb: undefined },
    ],
  },
  fieldPatterns: { picture: PICTURE, link: LINK },
  siteName: 'Green Valley Organic Farm',
  facts: [
    { name: 'hives', value: '40', about: 'Beehives at the top of the orchard' },
    { name: 'herdSize', value: '90', about: 'Jerseys in the herd' },
  ],
  siteSchema: {},
}

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 20, default: 'Our Farm', description: 'Section title' },
    lead: { type: 'string', maxLength: 300, description: 'Sentence under the title' },
    layout: { type: 'string', enum: ['grid', 'list'], default: 'grid', description: 'How cards are laid out' },
    image: { type: 'string', pattern: PICTURE, description: 'Picture beside the text' },
    thumbFull: { type: 'string', pattern: PICTURE, title: 'Big picture', description: 'At the top of the page' },
    link: { type: 'string', pattern: LINK, description: 'Where the button goes' },
    items: {
      type: 'array',
      maxItems: 3,
      description: 'The questions',
      items: {
        type: 'object',
        properties: { question: { type: 'string', minLength: 1 }, answer: { type: 'string', minLength: 1 } },
        required: ['question', 'answer'],
      },
    },
    farmers: {
      type: 'object',
      description: 'Farmers shown',
      default: { collection: 'farmers', first: 2 },
      properties: {
        collection: { type: 'string', const: 'farmers' },
        first: { type: 'integer', exclusiveMinimum: 0 },
        ids: { type: 'array', items: { type: 'integer' } },
      },
    },
    questions: {
      type: 'array',
      description: 'Questions shown unless the page gives its own',
      default: [{ question: 'Why organic?', answer: 'Soil.' }],
      items: {
        type: 'object',
        properties: { question: { type: 'string', minLength: 1 }, answer: { type: 'string', minLength: 1 } },
        required: ['question', 'answer'],
      },
    },
  },
  required: [],
}

/** The form over a value, as the editor holds it; `problems` are shown where their path says. */
function Form({ initial, problems = [] }: { initial: Record<string, unknown>; problems?: EditorProblem[] }) {
  const [value, setValue] = useState<unknown>(initial)
  const [entry, setEntry] = useState<JsonPath>()
  const at = (path: JsonPath) => problems.filter((problem) => problem.path.join('.') === path.join('.'))
  const context: FormContextValue = {
    catalogue,
    problemsAt: at,
    problemsUnder: (path) => problems.filter((problem) => problem.path.join('.').startsWith(path.join('.'))),
    update: (path, next, options) => setValue((current: unknown) => withValueAt(current, path, next, options?.keyOrder ?? [])),
    showEntry: setEntry,
  }
  return (
    <FormContext value={context}>
      <ObjectFields schema={schema} path={[]} value={value} />
      <output aria-label="value">{JSON.stringify(value)}</output>
      <output aria-label="entry">{JSON.stringify(entry)}</output>
    </FormContext>
  )
}

/** The text a screen reader reads as an element's description (aria-describedby). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

const valueShown = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent!) as Record<string, unknown>

describe('the form generated from a schema', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    standInModalDialogs()
  })

  it('labels a field with its schema’s own title, else with words made from its name', () => {
    render(<Form initial={{}} />)
    expect(screen.getByText('Big picture', { selector: 'label' })).toBeVisible()
    expect(screen.queryByText('Thumb full')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Layout' })).toBeVisible()
  })

  it('shows descriptions as help text and the default where the file sets nothing', async () => {
    render(<Form initial={{}} />)
    const title = screen.getByRole('textbox', { name: 'Title' })
    expect((title as HTMLInputElement).value).toBe('Our Farm')
    expect(description(title)).toBe('Section title')
    const field = title.closest('.ed-field') as HTMLElement
    expect(within(field).getByText('Default')).toBeVisible()

    await userEvent.type(title, '!')
    expect(valueShown()).toEqual({ title: 'Our Farm!' })
    expect(within(field).queryByText('Default')).toBeNull()
    await userEvent.click(within(field).getByRole('button', { name: 'Reset to default (Title)' }))
    expect(valueShown()).toEqual({})
  })

  it('typing "{{" in a text offers the farm\'s facts by name; choosing one writes the reference', async () => {
    render(<Form initial={{}} />)
    const title = screen.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(title)
    await userEvent.type(title, 'Our {{{{hi')
    const offered = screen.getByRole('listbox', { name: "The farm's facts" })
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['{{hives}} — 40 (Beehives at the top of the orchard)'])
    await userEvent.pointer({ keys: '[MouseLeft]', target: within(offered).getByRole('option') })
    expect(valueShown()).toEqual({ title: 'Our {{hives}}' })
    expect(screen.queryByRole('listbox', { name: "The farm's facts" })).toBeNull()
  })

  it('lets a text grow no longer than its schema allows, a line or a paragraph', () => {
    render(<Form initial={{}} />)
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxlength', '20')
    const lead = screen.getByRole('textbox', { name: 'Lead' })
    expect(lead.tagName).toBe('TEXTAREA')
    expect(lead).toHaveAttribute('maxlength', '300')
    expect(screen.getByRole('combobox', { name: 'Link' })).not.toHaveAttribute('maxlength')
  })

  it('offers an enum as a select, and writes settings in the schema’s order', async () => {
    render(<Form initial={{ image: '/art/products/pears.webp' }} />)
    const layout = screen.getByRole('combobox', { name: 'Layout' })
    expect(
      within(layout)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['grid', 'list'])
    await userEvent.selectOptions(layout, 'list')
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 's')
    expect(Object.keys(valueShown())).toEqual(['title', 'layout', 'image'])
  })

  it('leaves an optional setting out of the file when it is emptied', async () => {
    render(<Form initial={{ link: '/about-us' }} />)
    const link = screen.getByRole('combobox', { name: 'Link' }).closest('.ed-field')
    expect(link).toHaveTextContent('Links to the page “About Us”')
    await userEvent.clear(screen.getByRole('combobox', { name: 'Link' }))
    expect(valueShown()).toEqual({})
  })

  it('suggests pages for what is typed into a link, best match first, and takes one with the keyboard', async () => {
    render(<Form initial={{}} />)
    const link = screen.getByRole('combobox', { name: 'Link' })
    await userEvent.type(link, '/sum')
    const options = within(screen.getByRole('listbox', { name: 'Pages of the site' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['/summer — Summer at Green Valley'])
    expect(link).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(link).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await userEvent.keyboard('{Enter}')
    expect(valueShown()).toEqual({ link: '/summer' })
    expect(link).toHaveAttribute('aria-expanded', 'false')
    expect(link.closest('.ed-field')).toHaveTextContent('Links to the page “Summer at Green Valley”')
  })

  it('closes the suggestions on Escape and on leaving the field, keeping what was typed', async () => {
    render(<Form initial={{}} />)
    const link = screen.getByRole('combobox', { name: 'Link' })
    await userEvent.type(link, '/ab')
    expect(screen.getByRole('option', { name: '/about-us — About Us' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox', { name: 'Pages of the site' })).toBeNull()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: '/about-us — About Us' })).toBeVisible()
    await userEvent.tab()
    expect(screen.queryByRole('listbox', { name: 'Pages of the site' })).toBeNull()
    expect(valueShown()).toEqual({ link: '/ab' })
  })

  it('adds, reorders and removes list entries, with the keyboard-reachable buttons', async () => {
    render(<Form initial={{ items: [{ question: 'Why organic?', answer: 'Soil.' }] }} />)
    const list = screen.getByRole('group', { name: 'Items' })
    await userEvent.click(within(list).getByRole('button', { name: 'Add item' }))
    const second = screen.getByRole('group', { name: 'Item 2' })
    await userEvent.type(within(second).getByRole('textbox', { name: 'Question' }), 'When?')
    expect(valueShown().items).toEqual([
      { question: 'Why organic?', answer: 'Soil.' },
      { question: 'When?', answer: '' },
    ])
    await userEvent.click(within(list).getByRole('button', { name: 'Move Item 2 up' }))
    expect((valueShown().items as { question: string }[]).map((item) => item.question)).toEqual(['When?', 'Why organic?'])
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move Item 1 down' }))
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Item 1' }))
    expect(valueShown().items).toEqual([{ question: 'Why organic?', answer: 'Soil.' }])
    expect((within(list).getByRole('button', { name: 'Move Item 1 up' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('tells the editor which list entry the form is on: the one opened, or the one a field is focused in', async () => {
    const entryShown = () => screen.getByRole('status', { name: 'entry' }).textContent
    const two = [1, 2].map((n) => ({ question: `Q${n}`, answer: `A${n}` }))
    render(<Form initial={{ items: two }} />)
    expect(entryShown()).toBe('')
    await userEvent.click(screen.getByRole('button', { name: /^Item 2/ }))
    expect(entryShown()).toBe('["items",1]')
    await userEvent.click(screen.getByRole('button', { name: /^Item 1/ }))
    expect(entryShown()).toBe('["items",0]')
    await userEvent.click(within(screen.getByRole('group', { name: 'Item 2' })).getByRole('textbox', { name: 'Question' }))
    expect(entryShown()).toBe('["items",1]')
  })

  it('keeps every letter typed into an entry of a list that showed its default, and the focus in the field', async () => {
    render(<Form initial={{}} />)
    await userEvent.click(screen.getByRole('button', { name: /^Question 1/ }))
    const answer = within(screen.getByRole('group', { name: 'Question 1' })).getByRole('textbox', { name: 'Answer' })
    await userEvent.type(answer, ' Rain.')
    expect(valueShown().questions).toEqual([{ question: 'Why organic?', answer: 'Soil. Rain.' }])
    expect(document.activeElement).toBe(answer)
    await userEvent.tab()
    expect(valueShown().questions).toEqual([{ question: 'Why organic?', answer: 'Soil. Rain.' }])
  })

  it('stops adding entries at the schema’s maximum', async () => {
    const three = [1, 2, 3].map((n) => ({ question: `Q${n}`, answer: `A${n}` }))
    render(<Form initial={{ items: three }} />)
    expect((screen.getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('group', { name: 'Items' })).toHaveTextContent('This list holds at most 3 entries.')
  })

  it('chooses records of a collection by title, starting from what the default shows', async () => {
    render(<Form initial={{}} />)
    const farmers = screen.getByRole('group', { name: 'Farmers' })
    expect(farmers).toHaveTextContent('Shows: Daniel Whitmore, Grace Holloway')
    await userEvent.click(within(farmers).getByRole('radio', { name: 'Chosen records' }))
    expect(valueShown().farmers).toEqual({ collection: 'farmers', ids: [1, 2] })
    await userEvent.click(within(farmers).getByRole('checkbox', { name: /Daniel Whitmore/ }))
    await userEvent.click(within(farmers).getByRole('checkbox', { name: /Tom Reyes/ }))
    expect(valueShown().farmers).toEqual({ collection: 'farmers', ids: [2, 3] })
  })

  it('chooses a picture of public/art by its file name, from the pictures the dev server lists as the picker opens', async () => {
    vi.mocked(endpoint.pictures).mockResolvedValue([
      '/art/products/pears.webp',
      '/art/products/apples.webp',
      '/art/blog/pear-tart.webp',
    ])
    render(<Form initial={{}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Choose picture for Image' }))
    const pictures = screen.getByRole('dialog', { name: 'Choose a picture: Image' })
    const search = within(pictures).getByRole('searchbox', { name: 'Search by file name' })
    expect(search).toHaveFocus()
    // The picture added since the editor opened is offered too.
    await userEvent.type(search, 'pear')
    expect(within(pictures).getByText('2 pictures')).toBeVisible()
    await userEvent.type(search, 's')
    expect(
      within(pictures)
        .getAllByRole('button', { name: /\.webp$/ })
        .map((button) => button.textContent),
    ).toEqual(['products/pears.webp'])
    await userEvent.click(within(pictures).getByRole('button', { name: 'products/pears.webp' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Image' })).toHaveValue('/art/products/pears.webp')
    expect(valueShown().image).toBe('/art/products/pears.webp')
  })

  it('tells the preview which chosen record the form is on: its place among those chosen', async () => {
    render(<Form initial={{ farmers: { collection: 'farmers', ids: [3, 1] } }} />)
    const farmers = screen.getByRole('group', { name: 'Farmers' })
    const focus = (name: RegExp) => act(() => within(farmers).getByRole('checkbox', { name }).focus())
    const entryShown = () => screen.getByRole('status', { name: 'entry' }).textContent
    // Tom Reyes is shown first, Daniel Whitmore second.
    focus(/Daniel Whitmore/)
    expect(entryShown()).toBe('["farmers","ids",1]')
    focus(/Tom Reyes/)
    expect(entryShown()).toBe('["farmers","ids",0]')
    // A record not chosen is not in the carousel; choosing it shows it, last.
    focus(/Grace Holloway/)
    expect(entryShown()).toBe('["farmers","ids",0]')
    await userEvent.click(within(farmers).getByRole('checkbox', { name: /Grace Holloway/ }))
    expect(valueShown().farmers).toEqual({ collection: 'farmers', ids: [3, 1, 2] })
    expect(entryShown()).toBe('["farmers","ids",2]')
  })

  it('shows a problem at its field, in the field’s description', () => {
    const problem = editorProblem({ path: ['title'], message: 'must NOT have fewer than 1 characters' })
    render(<Form initial={{ title: '' }} problems={[problem]} />)
    const title = screen.getByRole('textbox', { name: 'Title' })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(description(title)).toBe('Section title must NOT have fewer than 1 characters')
  })

  it('names a setting the schema does not know, with its problem and a way to remove it', async () => {
    const problem = editorProblem({ path: ['titel'], message: 'unknown prop "titel"', hint: 'did you mean "title"?' })
    render(<Form initial={{ titel: 'Oops' }} problems={[problem]} />)
    expect(screen.getByText('“titel” is not a setting of this block').parentElement).toHaveTextContent(
      'unknown prop "titel" — did you mean "title"?',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove “titel”' }))
    expect(valueShown()).toEqual({})
  })
})
