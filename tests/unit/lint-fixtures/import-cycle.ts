// lint as: src/data/schemas.ts (src/data/collections.ts imports it through each collection file, so importing it back closes a cycle)
// A line ending in "// reported: <rule>" must get that rule's error; every other import passes.
import { z } from 'zod'
import { collections } from '#data/collections.ts' // reported: import-x/no-cycle
import type { CollectionName } from '#data/collections.ts'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
