// lint as: src/cart/demo-rules.ts (the cart: never src/ui, never a block)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { atom } from 'jotai'
import { priceTextToCents } from '#lib/money.ts'
import { notify } from '#lib/toasts.tsx'
import { cartItemsAtom } from './cart-store.ts'
import { nearestPage } from '#page-model/route-paths.ts'
import { collections } from '#data/collections.ts' // refused: import only its types
import { formatCents } from '#ui/money.ts' // refused: src/cart does not import src/ui
import { Icon } from '#ui/primitives/icons.tsx' // refused: src/cart does not import src/ui
import { productGridBlock } from '#blocks/product-grid/index.ts' // refused: The app core does not know blocks
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
