import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, useSearchParams } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { CatalogueRouter } from './catalogue-router.tsx'

function PageNumber() {
  const [params] = useSearchParams()
  return (
    <>
      <p>Page {params.get('page') ?? '1'}</p>
      <Link to="?page=2">Next page</Link>
    </>
  )
}

/** The page number the list under the router shows. */
const pageShown = () => screen.getByText(/^Page \d+$/)

describe('CatalogueRouter', () => {
  it('keeps a change of the catalogue’s own address (a list’s ?page=2) in the page, and Back undoes it', async () => {
    window.history.replaceState(null, '', '/__blocks')
    const user = userEvent.setup()
    render(
      <CatalogueRouter>
        <PageNumber />
      </CatalogueRouter>,
    )
    expect(pageShown()).toHaveTextContent('Page 1')
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    expect(window.location.pathname + window.location.search).toBe('/__blocks?page=2')
    expect(pageShown()).toHaveTextContent('Page 2')

    await act(async () => {
      window.history.back()
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }))
    })
    expect(pageShown()).toHaveTextContent('Page 1')
  })
})
