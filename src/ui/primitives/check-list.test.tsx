import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CheckList } from './check-list.tsx'

const perks = ['Free delivery over $50', 'Early access to the harvest box']

describe('CheckList', () => {
  it('lists each line after a check mark that screen readers skip', () => {
    render(<CheckList className="perks" checkClassName="perks__check" iconSize={16} items={perks} />)
    expect(screen.getByRole('list')).toHaveClass('perks')
    const lines = screen.getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual(perks)
    for (const line of lines) {
      const check = line.querySelector('.perks__check svg')
      expect(check).toHaveAttribute('aria-hidden', 'true')
      expect(check).toHaveAttribute('width', '16')
    }
  })

  it('says it is a list when asked, for a list styled without bullets', () => {
    const { rerender } = render(<CheckList checkClassName="perks__check" iconSize={18} items={perks} />)
    expect(screen.getByRole('list')).not.toHaveAttribute('role')
    rerender(<CheckList checkClassName="perks__check" iconSize={18} items={perks} role="list" />)
    expect(screen.getByRole('list')).toHaveAttribute('role', 'list')
  })
})
