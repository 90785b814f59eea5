// lint as: src/page-model/demo-model.ts (shared by the browser and Node: no DOM, no Node modules, nothing of either side)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
// A line ending in "// reported: <rule>" must get that rule's error.
import { z } from 'zod'
import { matchPath } from 'react-router-dom'
import { NOT_FOUND_PATH } from './route-paths.ts'
import { formatProblem } from '#page-model/problem.ts'
import type { CollectionName } from '#data/collections.ts'
import { readFileSync } from 'node:fs' // refused: it never imports Node modules
import { collections } from '#data/collections.ts' // refused: src/data reads files, so import only its types
import { compileSite } from '#build/compile-site.ts' // refused: it imports only itself and libraries that run in both
import { Icon } from '#ui/primitives/icons.tsx' // refused: it imports only itself and libraries that run in both
import { routes } from '../app/site-loader.ts' // refused: never with ../

export const here = () => window.location.pathname // reported: no-restricted-globals
export const stored = localStorage.getItem('x') // reported: no-restricted-globals
