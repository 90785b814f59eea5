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

/** The month the seasons are told in: the build's in the prerendered HTML and at hydration, the browser's own after. */
export function useSeasonMonth(): number {
  const buildMonth = useBuildMonth()
  return useHydrated() ? new Date().getMonth() + 1 : buildMonth
}
