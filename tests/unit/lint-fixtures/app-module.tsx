// lint as: src/app/demo-shell.tsx (the app core: it finds blocks through the registry's views, never by import)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { views } from 'virtual:site/views'
import { Icon } from '#ui/primitives/icons.tsx'
import { useCart } from '#cart/use-cart.ts'
import Faq from '#blocks/faq/faq.tsx' // refused: The app core does not know blocks
import { endpoint } from '#editor/shared/endpoint-client.ts' // refused: Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code
