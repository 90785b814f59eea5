import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Router, createPath, type Navigator, type To } from 'react-router-dom'
import { CATALOGUE_PATH } from './catalogue-path.ts'

const currentLocation = () => ({ pathname: location.pathname, search: location.search, hash: location.hash })
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to))

/**
 * The blocks' links work as on the site: a link to another page opens that page of the dev site; a change
 * that stays on the catalogue (a list's ?page=2) updates the address without reloading it.
 */
export function CatalogueRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(currentLocation)
  useEffect(() => {
    const onPopState = () => setShown(currentLocation())
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const url = new URL(hrefOf(to), location.href)
      if (url.pathname !== CATALOGUE_PATH) return location.assign(url.href)
      history[replace ? 'replaceState' : 'pushState'](null, '', url)
      setShown(currentLocation())
    }
    return {
      createHref: hrefOf,
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
      go: (delta) => history.go(delta),
    }
  }, [])
  return (
    <Router location={shown} navigator={navigator}>
      {children}
    </Router>
  )
}
