// lint as: src/lib/demo-format.ts (helpers: they import nothing else of the site)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { groupThousands } from './numbers.ts'
import type { Product } from '#data/collections/products.ts'
import { productSchema } from '#data/collections/products.ts' // refused: only the types of its records (import type)
import { Icon } from '#ui/primitives/icons.tsx' // refused: src/lib holds helpers that import nothing else
import { cartCount } from '#cart/cart-rules.ts' // refused: src/lib holds helpers that import nothing else
