/**
 * The day the site is built for: SITE_DATE=YYYY-MM-DD, or today. The one reader of it (seasons, issue 53;
 * scheduled posts, issue 51), so a build can be made for any day and a test can fix it.
 */
export function siteDate(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.SITE_DATE
  if (given === undefined || given === '') return new Date().toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`)))
    throw new Error(`SITE_DATE="${given}" is not a day: write it as YYYY-MM-DD, e.g. SITE_DATE=2026-11-15`)
  return given
}
