import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { editorProblem } from '#tests/unit/editor-problem.ts'
import { ProblemList } from './problem-list.tsx'
import type { PageValue } from './page-document.ts'

const FILE = 'pages-schema/home-2.json'
const faqProps: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Heading' },
    items: {
      type: 'array',
      items: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string' } } },
    },
  },
}
const pageSchema: JsonSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', title: 'Address' },
    blocks: {
      type: 'array',
      items: {
        oneOf: [
          { type: 'object', properties: { type: { const: 'faq' }, id: { type: 'string' }, props: faqProps } },
          { type: 'object', properties: { type: { const: 'page-banner' }, id: { type: 'string' } } },
        ],
      },
    },
  },
}
const page: PageValue = {
  path: '/home-2',
  blocks: [
    ...Array.from({ length: 6 }, (_, index) => ({ id: `banner-${index}`, type: 'page-banner' })),
    { id: 'faq', type: 'faq', props: { title: '', items: [{ question: 'Organic?' }, { question: 'Open on Sundays?' }] } },
  ],
}

function problem(path: EditorProblem['path'], message: string, where: string, file = FILE): EditorProblem {
  return editorProblem({ file, line: 8, column: 57, where, message, path })
}

function renderList(problems: EditorProblem[]) {
  const onGoTo = vi.fn()
  render(<ProblemList problems={problems} file={FILE} page={page} pageSchema={pageSchema} onGoTo={onGoTo} />)
  return {
    onGoTo,
    list: screen.getByRole('region', {
      name: `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before saving`,
    }),
  }
}

describe('ProblemList', () => {
  it('names a block’s field by the block’s name and the field’s title; the printed line only under Details', async () => {
    const empty = problem(['blocks', 6, 'props', 'title'], 'must not be empty', 'blocks[6] (faq "faq") → props.title')
    const { onGoTo, list } = renderList([empty])
    const button = within(list).getByRole('button', { name: 'Block 7, FAQ — Heading: must not be empty' })
    // The text normalised: two spaces read as one.
    const printed = within(list).getByText('pages-schema/home-2.json:8:57 blocks[6] (faq "faq") → props.title: must not be empty')
    expect(printed).not.toBeVisible()
    await userEvent.click(within(list).getByText('Details'))
    expect(printed).toBeVisible()
    await userEvent.click(button)
    expect(onGoTo).toHaveBeenCalledWith(empty)
  })

  it('names a missing field, a field deeper in, the page’s settings and another file’s place in words', () => {
    const { list } = renderList([
      problem(['blocks', 6, 'props'], '"title" is missing', 'blocks[6] (faq "faq") → props'),
      problem(['blocks', 6, 'props', 'items', 1, 'answer'], 'must not be empty', 'blocks[6] (faq "faq") → props.items[1].answer'),
      problem(['path'], 'must start with /', 'path'),
      problem([], 'JSON syntax error: a comma is missing', ''),
      {
        ...problem([], 'is already the path of pages-schema/home-2.json', 'path', 'pages-schema/home-3.json'),
        place: { name: '“Spring” (/home-3)', href: '/__edit?page=home-3' },
      },
    ])
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Block 7, FAQ — Heading: is missing',
      'Block 7, FAQ — The answer in the 2nd item: must not be empty',
      'Page settings — Address: must start with /',
      'This page: JSON syntax error: a comma is missing',
      '“Spring” (/home-3): is already the path of pages-schema/home-2.json',
    ])
  })
})
