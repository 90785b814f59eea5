import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlockChoice } from '#page-model/editor-api-types.ts'
import { endpoint, EndpointError } from '#editor/shared/endpoint-client.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { standInModalDialogs } from '#tests/unit/stand-ins.ts'
import { NewPageDialog } from './new-page-dialog.tsx'
import { editorProblem } from '#tests/unit/editor-problem.ts'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { fillIn } from '#tests/unit/fill-in.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const choice = (type: string, example: Record<string, unknown> = {}): BlockChoice => ({
  type,
  description: type,
  example,
  entity: [],
})
const blocks = ['hero-slider', 'feature-block', 'testimonials', 'contact-section', 'page-banner', 'about-intro', 'faq'].map(
  (type) => choice(type, type === 'page-banner' ? { title: 'Farm Journal' } : {}),
)
const home = {
  $schema: './page.schema.json',
  schemaVersion: 1,
  path: '/home-2',
  title: 'Home',
  description: 'Our farm',
  blocks: [{ id: 'hero', type: 'hero-slider', props: { slides: [] } }],
}

function renderDialog(kind: 'start' | 'copy') {
  const onCreated = vi.fn()
  render(
    <NewPageDialog
      open
      kind={kind}
      blocks={blocks}
      from="home-2.json"
      page={home}
      siteName="Green Valley"
      pageSchema={editorCatalogue().pageSchema as JsonSchema}
      onClose={() => {}}
      onCreated={onCreated}
    />,
  )
  return { onCreated }
}

/** The new page's own fields, filled in. */
const fillInNewPage = (dialog: HTMLElement) =>
  fillIn(dialog, {
    'Address of the new page': 'harvest-days',
    'Title in the browser tab': 'Harvest Days | Green Valley',
    'Description for search results': 'Pick your own.',
  })

describe('NewPageDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startEditorTest()
    standInModalDialogs()
    vi.mocked(endpoint.save).mockResolvedValue({ name: 'harvest-days.json', version: 'v1', problems: [] } as never)
  })

  it('New page starts blank unless a layout is chosen: no block of the open page comes with it', async () => {
    const { onCreated } = renderDialog('start')
    const dialog = screen.getByRole('dialog', { name: 'New page' })
    const starts = within(dialog).getByRole('group', { name: 'Start from' })
    expect(
      within(starts)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['blank', 'landing', 'seasonal', 'article'])
    expect(within(starts).getByRole('radio', { name: /Blank page/ })).toBeChecked()
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect(vi.mocked(endpoint.save).mock.lastCall?.[0]).toEqual({
      name: 'harvest-days.json',
      page: {
        $schema: './page.schema.json',
        schemaVersion: 1,
        path: '/harvest-days',
        title: 'Harvest Days | Green Valley',
        description: 'Pick your own.',
        blocks: [],
      },
      layoutFrom: 'home-2.json',
    })
    expect(onCreated).toHaveBeenCalledWith('harvest-days.json')
  })

  it('an article starts with a banner, a text with a picture and questions, each as the catalogue adds it', async () => {
    renderDialog('start')
    const dialog = screen.getByRole('dialog', { name: 'New page' })
    await userEvent.click(within(dialog).getByRole('radio', { name: /Article/ }))
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect((vi.mocked(endpoint.save).mock.lastCall?.[0].page as { blocks: unknown }).blocks).toEqual([
      { id: 'page-banner', type: 'page-banner', props: { title: 'Farm Journal' } },
      { id: 'about-intro', type: 'about-intro', props: {} },
      { id: 'faq', type: 'faq', props: {} },
    ])
  })

  it('Save as new page copies the open page’s blocks, with no choice of start', async () => {
    renderDialog('copy')
    const dialog = screen.getByRole('dialog', { name: 'Save as a new page' })
    expect(within(dialog).queryByRole('group', { name: 'Start from' })).toBeNull()
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect((vi.mocked(endpoint.save).mock.lastCall?.[0].page as { blocks: unknown }).blocks).toEqual(home.blocks)
  })

  it('takes the address as one: spaces become dashes as they are typed; the title starts empty, with an example from it', async () => {
    renderDialog('copy')
    const dialog = screen.getByRole('dialog', { name: 'Save as a new page' })
    const address = within(dialog).getByRole('textbox', { name: 'Address of the new page' })
    expect(address).toHaveFocus()
    await userEvent.type(address, 'Spring Home')
    expect(address).toHaveValue('spring-home')
    expect(address).toHaveAccessibleDescription(
      'Lower-case letters, digits and dashes, e.g. spring-home: the page’s address is then /spring-home.',
    )
    const title = within(dialog).getByRole('textbox', { name: 'Title in the browser tab' })
    expect(title).toHaveValue('')
    expect(title).toHaveAttribute('placeholder', 'Spring Home | Green Valley')
  })

  it('an address that is taken is refused in the server’s words until another is typed', async () => {
    vi.mocked(endpoint.save).mockRejectedValueOnce(
      new EndpointError('Refused: that page already exists; choose another address.', 409),
    )
    const { onCreated } = renderDialog('copy')
    const dialog = screen.getByRole('dialog', { name: 'Save as a new page' })
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refused: that page already exists; choose another address.',
    )
    expect(onCreated).not.toHaveBeenCalled()
    const address = within(dialog).getByRole('textbox', { name: 'Address of the new page' })
    await userEvent.clear(address)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await userEvent.type(address, 'spring-home')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    expect(vi.mocked(endpoint.save).mock.lastCall?.[0]).toMatchObject({
      name: 'spring-home.json',
      page: { path: '/spring-home' },
    })
    expect(onCreated).toHaveBeenCalledExactlyOnceWith('spring-home.json')
  })

  it('a refusal is said at the field it concerns, which takes the focus, after the field’s help', async () => {
    const message = 'is the same description as the page /home-2'
    vi.mocked(endpoint.save).mockRejectedValue(
      new EndpointError('Refused: the page would have a problem', 400, [editorProblem({ path: ['description'], message })]),
    )
    renderDialog('start')
    const dialog = screen.getByRole('dialog', { name: 'New page' })
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    const description = within(dialog).getByRole('textbox', { name: 'Description for search results' })
    await waitFor(() => expect(description).toHaveFocus())
    expect(description).toHaveAttribute('aria-invalid', 'true')
    expect(description).toHaveAccessibleDescription(
      `One or two sentences about the new page, shown under its title in search results; each page needs its own. ${message}`,
    )
    const address = within(dialog).getByRole('textbox', { name: 'Address of the new page' })
    expect(address).not.toHaveAttribute('aria-invalid')
    expect(address).toHaveAccessibleDescription(
      'Lower-case letters, digits and dashes, e.g. spring-home: the page’s address is then /harvest-days.',
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('a refusal about a block is said by the block’s name in the page refused, the file and path only under Details', async () => {
    const problem = editorProblem({
      file: 'pages-schema/harvest-days.json',
      path: ['blocks', 0, 'props', 'slides'],
      where: 'blocks[0] (hero-slider "hero") → props.slides',
      message: 'needs at least 1 slide',
    })
    vi.mocked(endpoint.save).mockRejectedValue(new EndpointError('Refused: the page would have a problem', 400, [problem]))
    renderDialog('copy')
    const dialog = screen.getByRole('dialog', { name: 'Save as a new page' })
    await fillInNewPage(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }))
    const refusal = await within(dialog).findByRole('alert')
    expect(refusal).toHaveTextContent(
      /^The page could not be created:Block 1, Hero slider — Slides: needs at least 1 slideDetails/,
    )
    expect(within(refusal).getByText(/^pages-schema\/harvest-days\.json:1:1 +blocks\[0\]/)).not.toBeVisible()
  })
})
