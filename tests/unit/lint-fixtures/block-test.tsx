// lint as: blocks/demo/demo.test.tsx (a block's unit test: it may read data/ and the app, never another block)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { render } from '@testing-library/react'
import posts from '#data-files/blog-posts.json'
import { EntityContext } from '#app/entity-context.ts'
import Demo from './demo.tsx'
import Faq from '../faq/faq.tsx' // refused: Blocks never import other blocks or data/ files
