// lint as: scripts/demo-report.ts (a script runs in Node: it never loads browser UI)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { join } from 'node:path'
import { compileSite } from '#build/compile-site.ts'
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'
import { formatPrerenderProblem } from '#app/prerender-check.ts'
import { Icon } from '#ui/primitives/icons.tsx' // refused: The Node build does not import browser UI
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: The Node build does not import browser UI
