import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { withValueAt } from '#editor/page/page-document.ts'
import { FormContext } from './form-context.ts'
import { ObjectFields } from './schema-field.tsx'

const catalogue = {
  pictures: [],
  links: [],
  collections: {},
  fieldPatterns: { picture: '^/art/.+$', link: '^/.*$' },
} as unknown as EditorCatalogue

const word: JsonSchema = { type: 'string', minLength: 1, maxLength: 60 }
const schema: JsonSchema = {
  type: 'object',
  properties: {
    tags: { type: 'array', prefixItems: [word, word], minItems: 2, maxItems: 2, description: 'Two words shown above the title' },
  },
}

function Form() {
  const [value, setValue] = useState<unknown>({ tags: ['Fresh', 'Berries'] })
  return (
    <FormContext
      value={{
        catalogue,
        problemsAt: () => [],
        problemsUnder: () => [],
        update: (path, next, options) =>
          setValue((current: unknown) => withValueAt(current, path, next, options?.keyOrder ?? [])),
        showEntry: () => {},
      }}
    >
      <ObjectFields schema={schema} path={[]} value={value} />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </FormContext>
  )
}

describe('a list of a fixed length', () => {
  it('shows one field per place, with nothing to add or remove', async () => {
    render(<Form />)
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription('Two words shown above the title')
    const second = screen.getByRole('textbox', { name: 'Tag 2' })
    expect(second).toHaveValue('Berries')
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).toBeNull()
    await userEvent.clear(second)
    await userEvent.type(second, 'Wild')
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('{"tags":["Fresh","Wild"]}')
  })
})
