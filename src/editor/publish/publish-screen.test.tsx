import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublishEvent, PublishSummary } from '#page-model/editor-api-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { PublishScreen } from './publish-screen.tsx'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const summary: PublishSummary = {
  files: [
    { path: 'data/blog-posts.json', change: 'modified' },
    { path: 'data/products.json', change: 'modified' },
  ],
  lines: ['New post: First Frost on the Kale', 'Garden Strawberries: price $5.20 → $4.80'],
  diff: '-      "price": "$5.20",',
  gitName: 'Site Developer',
  remote: 'publish',
}

/** Publish answers these events, one after the other. */
function publishAnswers(...events: PublishEvent[]) {
  vi.mocked(endpoint.publish).mockImplementation(async (_request, onEvent) => {
    for (const event of events) onEvent(event)
  })
}

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.publishSummary).mockResolvedValue(summary)
})

describe('PublishScreen', () => {
  it('has the editor’s top bar: the brand, naming the screen, and the sections with Publish current', async () => {
    render(<PublishScreen />)
    const bar = screen.getByRole('banner')
    expect(within(bar).getByRole('link', { name: 'Green Valley Publish' })).toHaveAttribute('href', '/__edit')
    const sections = within(bar).getByRole('navigation', { name: 'Editor' })
    expect(within(sections).getByRole('link', { current: 'page' })).toHaveTextContent('Publish')
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish' })).toBeVisible()
  })

  it('says once why publishing is not set up, with where to read how (the server’s words name the README)', async () => {
    const unavailable =
      'The site’s folder is not a git repository, so there is nothing to publish to. See README.md, “Publishing”, to set one up.'
    vi.mocked(endpoint.publishSummary).mockResolvedValue({ ...summary, unavailable })
    render(<PublishScreen />)
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${unavailable}$`))
  })

  it('lists the changes in words, prefills the message from them and the name from git', async () => {
    render(<PublishScreen />)
    const changes = await screen.findByRole('region', { name: 'Changed since the last publish' })
    const list = within(changes).getByRole('list', { name: 'Changes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(summary.lines)
    expect(screen.getByRole('textbox', { name: 'What changed' })).toHaveValue(
      'New post: First Frost on the Kale and 1 more\n\n- New post: First Frost on the Kale\n- Garden Strawberries: price $5.20 → $4.80',
    )
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Site Developer')
  })

  it('sends the reviewed files with the message and the name, and remembers the name', async () => {
    publishAnswers(
      { step: 'checking', state: 'done' },
      { outcome: 'published', message: 'Published as version abc1234.', commit: 'abc1234' },
    )
    render(<PublishScreen />)
    const name = await screen.findByRole('textbox', { name: 'Your name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Anna Field')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(vi.mocked(endpoint.publish).mock.lastCall?.[0]).toMatchObject({
      files: ['data/blog-posts.json', 'data/products.json'],
      author: 'Anna Field',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Published as version abc1234.')
    expect(localStorage.getItem('editor-name')).toBe('"Anna Field"')
  })

  it('says which step is running while the build takes its time, then that Publish finished', async () => {
    let finishBuild!: () => void
    const built = new Promise<void>((resolve) => (finishBuild = resolve))
    vi.mocked(endpoint.publish).mockImplementation(async (_request, onEvent) => {
      onEvent({ step: 'checking', state: 'running' })
      onEvent({ step: 'checking', state: 'done' })
      onEvent({ step: 'building', state: 'running' })
      await built
      onEvent({ step: 'building', state: 'done' })
      onEvent({ step: 'committing', state: 'done' })
      onEvent({ step: 'pushing', state: 'done' })
      onEvent({ outcome: 'published', message: 'Published as version 1a2b3c4.', commit: '1a2b3c4' })
    })
    render(<PublishScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    const status = screen.getByRole('status', { name: '' })
    expect(await screen.findByText('Building the site…')).toBe(status)
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(['Checkspassed', 'Buildworking…', 'Commit', 'Send to the live site'])
    finishBuild()
    expect(await screen.findByText('Publish finished.')).toBe(status)
    expect(steps[1]).toHaveTextContent('Buildpassed')
  })

  it('shows a refusal’s problems with a link to each place, and the failed step', async () => {
    publishAnswers(
      { step: 'checking', state: 'running' },
      { step: 'checking', state: 'failed' },
      {
        outcome: 'refused',
        message: 'The checks found a problem.',
        problems: [
          {
            printed: 'data/products.json:9:16 …',
            message: 'write a price',
            file: 'data/products.json',
            place: { name: 'Garden Strawberries', href: '/__edit?collection=products&id=3' },
          },
        ],
      },
    )
    render(<PublishScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    const refusal = await screen.findByRole('alert')
    // Named by the record, linked to it; the file's path only under Details.
    expect(within(refusal).getByRole('link', { name: 'Garden Strawberries' })).toHaveAttribute(
      'href',
      '/__edit?collection=products&id=3',
    )
    expect(within(refusal).getByText('data/products.json:9:16 …')).not.toBeVisible()
    expect(
      within(refusal)
        .getByText(/Garden Strawberries/)
        .closest('li'),
    ).toHaveTextContent(/^Garden Strawberries: write a price/)
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')[0]).toHaveTextContent('failed')
    expect(screen.getByRole('status')).toHaveTextContent('Not published.')
  })
})
