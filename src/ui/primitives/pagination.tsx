/**
 * Numbered pagination (react-paginate) as the specification sets it: 2 edge pages, 5 pages around the
 * current one, previous/next arrows that are disabled on the first or last page. Each page is a real
 * link (?page=N), so it also works as a plain link; a click changes the page without reloading.
 *
 * Accessibility (docs/decisions/051-pagination.md): react-paginate renders <ul role="navigation">,
 * which breaks the list semantics axe checks. A subclass removes that role from the <ul> it renders,
 * and a <nav aria-label="Pagination"> around it is the landmark instead.
 *
 * usePageParam() reads and writes the page in the URL query for list blocks (shop, blog).
 *
 * Example:
 *   const [page, setPage] = usePageParam(pageCount)
 *   <Pagination pageCount={pageCount} page={page} onPageChange={setPage} />
 */
import { cloneElement, isValidElement, useCallback, useEffect, useRef, type ReactElement } from 'react'
import { useSearchParams } from 'react-router-dom'
import { usePathPageNumber } from '#app/block-kit.ts'
import { nearestPage } from '#page-model/route-paths.ts'
import { Icon } from './icons.tsx'
import { useHydrated } from '#lib/use-hydrated.ts'
import { prefersReducedMotion } from './motion.ts'
import { ReactPaginate } from './react-paginate.ts'
import './pagination.css'

/** The specification's pagination constants. */
export const PAGINATION_MARGIN_PAGES = 2
export const PAGINATION_RANGE = 5
export const PAGINATION_SCROLL_DELAY_MS = 200

/** react-paginate, except that its <ul> keeps its list role (the <nav> around it is the landmark). */
class ListPaginate extends ReactPaginate {
  render() {
    const tree = super.render()
    if (!isValidElement(tree)) return tree
    return cloneElement(tree as ReactElement<Record<string, unknown>>, { role: undefined, 'aria-label': undefined })
  }
}

// Also read by the page's <head> (its canonical address), so it lives with the other page-number rules.
export { nearestPage } from '#page-model/route-paths.ts'

/** The items shown on a page (1-based) and the numbers for "Showing X–Y of N results". */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage
  const shown = items.slice(start, start + perPage)
  return { shown, from: shown.length ? start + 1 : 0, to: start + shown.length, total: items.length }
}

/**
 * The current page from the URL query (`?page=N`) and a setter that writes it and, after 200 ms,
 * scrolls to the top of the page (smoothly, or at once with reduced motion). The setter keeps the query's
 * other parameters (a shop's `?sort=`, `?category=`) and leaves page 1 out of the address.
 * A page file may also number the list by path ("pageNumber", e.g. /blog-standard/3); the query,
 * once there, wins over the path, since a page change writes the query.
 * Hydration: a prerendered list page was rendered for its path's page or page 1 (the static HTML has no
 * query), so the first render in the browser shows that too; the query's page follows right after hydration.
 */
export function usePageParam(pageCount: number, param = 'page'): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const hydrated = useHydrated()
  const pathPage = usePathPageNumber()
  const page = nearestPage((hydrated ? searchParams.get(param) : null) ?? pathPage, pageCount)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current)
          // Page 1 is the list's plain address, unless the path names another page (/blog-standard/3).
          if (next === 1 && pathPage === undefined) updated.delete(param)
          else updated.set(param, String(next))
          return updated
        },
        { preventScrollReset: true },
      )
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
      }, PAGINATION_SCROLL_DELAY_MS)
    },
    [param, pathPage, setSearchParams],
  )
  return [page, setPage]
}

interface PaginationProps {
  pageCount: number
  /** The current page, 1-based. */
  page: number
  onPageChange: (page: number) => void
  /** The link of a page, for opening it in a new tab and for crawlers. Default `?page=N`. */
  hrefFor?: (page: number) => string
  /** Names the landmark, e.g. "Shop pages". */
  label?: string
  className?: string
}

const defaultHref = (page: number) => `?page=${page}`

export function Pagination({
  pageCount,
  page,
  onPageChange,
  hrefFor = defaultHref,
  label = 'Pagination',
  className = '',
}: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className={`pagination ${className}`} aria-label={label}>
      <ListPaginate
        pageCount={pageCount}
        forcePage={page - 1}
        marginPagesDisplayed={PAGINATION_MARGIN_PAGES}
        pageRangeDisplayed={PAGINATION_RANGE}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        hrefBuilder={(pageNumber) => hrefFor(pageNumber)}
        ariaLabelBuilder={(pageNumber, selected) => (selected ? `Page ${pageNumber}, current page` : `Page ${pageNumber}`)}
        selectedPageRel={null}
        previousLabel={<Icon name="chevronLeft" size={20} />}
        nextLabel={<Icon name="chevronRight" size={20} />}
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="…"
        breakAriaLabels={{ forward: 'More pages after', backward: 'More pages before' }}
        containerClassName="pagination__list"
        pageClassName="pagination__item"
        pageLinkClassName="pagination__link"
        activeClassName="pagination__item--current"
        activeLinkClassName="pagination__link--current"
        previousClassName="pagination__item pagination__item--prev"
        nextClassName="pagination__item pagination__item--next"
        previousLinkClassName="pagination__link pagination__link--arrow"
        nextLinkClassName="pagination__link pagination__link--arrow"
        breakClassName="pagination__item pagination__item--break"
        breakLinkClassName="pagination__link pagination__link--break"
        disabledClassName="pagination__item--disabled"
        disabledLinkClassName="pagination__link--disabled"
      />
    </nav>
  )
}
