// A block's view drawn as a page draws it: its props parsed by its schema (defaults filled in), inside a router.
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'

export function renderBlock<Props extends object>(
  View: ComponentType<Props>,
  schema: { parse: (props: unknown) => Props },
  props: Record<string, unknown> = {},
) {
  return render(
    <MemoryRouter>
      <View {...schema.parse(props)} />
    </MemoryRouter>,
  )
}
