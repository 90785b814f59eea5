/**
 * The copyright line with the current year. The prerendered HTML holds the year of the build;
 * hydration keeps that text as it is (a different client year is not a mismatch worth a warning),
 * and the first render after hydration shows the visitor's current year.
 */
import { site } from 'virtual:site/settings'
import { useHydrated } from '#lib/use-hydrated.ts'

export function copyrightText(template: string, year: number): string {
  return template.replaceAll('{year}', String(year))
}

export function Copyright() {
  const hydrated = useHydrated()
  const text = copyrightText(site.footer.copyright, new Date().getFullYear())
  return hydrated ? (
    <p key="current" className="site-footer__copyright">
      {text}
    </p>
  ) : (
    <p key="prerendered" className="site-footer__copyright" suppressHydrationWarning>
      {text}
    </p>
  )
}
