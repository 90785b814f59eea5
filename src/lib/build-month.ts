/**
 * The month the site was built for (1–12, from the build's date, SITE_DATE): what a prerendered page says about the
 * seasons before the browser reads its own clock. The app provides it from the build; where nothing does (the
 * block catalogue, the editor's preview, tests), the current month stands in.
 */
import { createContext, useContext } from 'react'
import { useHydrated } from './use-hydrated.ts'

export const BuildMonthContext = createContext<number | undefined>(undefined)

export function useBuildMonth(): number {
  return useContext(BuildMonthContext) ?? new Date().getMonth() + 1
}

/**
 * The month the seasons are shown for: the build's in the prerendered page and while it hydrates (so the first
 * render matches the HTML), then the browser's own, which may have turned since the build. What changes with it
 * (a label's words, a shelf's count) must keep its size, so the page does not move.
 */
export function useSeasonMonth(): number {
  const buildMonth = useBuildMonth()
  return useHydrated() ? new Date().getMonth() + 1 : buildMonth
}
