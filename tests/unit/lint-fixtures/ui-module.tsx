// lint as: src/ui/primitives/demo-card.tsx (shared UI: never the cart, the frame or the site's data, the app only through its block kit, never a block)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { Link } from 'react-router-dom'
import { formatCents } from '#lib/money.ts'
import { notify } from '#lib/toasts.tsx'
import { usePathPageNumber } from '#app/block-kit.ts'
import { Icon } from './icons.tsx'
import { useCartActions } from '#cart/use-cart.ts' // refused: src/ui does not know the cart
import { PathPageNumberContext } from '#app/page-number-context.ts' // refused: only through #app/block-kit.ts
import Faq from '#blocks/faq/faq.tsx' // refused: The app core does not know blocks
import { SiteHeader } from '#frame/site-header.tsx' // refused: src/ui is used by blocks, so it never imports the frame
import { readFile } from 'node:fs/promises' // refused: never imports Node modules
import { compileSite } from '#build/compile-site.ts' // refused: never imports Node-only code
import { Problem } from '../page-model/problem.ts' // refused: never with ../
import { site } from 'virtual:site/settings' // refused: data arrives in its props
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
