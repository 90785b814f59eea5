import { useMemo, type ReactNode } from 'react'
import { Router, createPath, type Navigator, type To } from 'react-router-dom'
import { goTo, useAddress } from '#editor/shared/use-address.ts'
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to))

/**
 * The blocks' links work as on the site: a link to another page opens that page of the dev site; a change
 * that stays on the catalogue (a list's ?page=2) updates the address without reloading it (decision 250).
 */
export function CatalogueRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useAddress()
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const url = new URL(hrefOf(to), location.href)
      if (url.pathname !== CATALOGUE_PATH) return location.assign(url.href)
      goTo(url.href, { replace })
    }
    return {
      createHref: hrefOf,
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
      go: (delta) => history.go(delta),
    }
  }, [])
  return (
    <Router location={{ pathname, search, hash }} navigator={navigator}>
      {children}
    </Router>
  )
}
