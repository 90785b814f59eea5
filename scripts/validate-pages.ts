/** `npm run validate`: every page and data file, one line per problem; exit 1 on any. */
import { resolve } from 'node:path'
import { compileSite } from '#build/compile-site.ts'
import { formatProblem } from '#page-model/problem.ts'

const { pages, problems } = compileSite(resolve(import.meta.dirname, '..'))
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\n${problems.length} problem(s) found. Fix them and run npm run validate again.`)
  process.exit(1)
}
console.log(`All page and data files are valid (${pages.length} pages).`)
