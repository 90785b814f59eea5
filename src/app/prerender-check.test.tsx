// @vitest-environment node
import { Suspense } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { collectRenderErrors, formatPrerenderProblem, prerenderProblems } from './prerender-check.ts'

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')")
}

/** Blocks as PageRenderer wraps them: a div with the block's id and type, a Suspense boundary inside. */
function Page({ broken }: { broken: boolean }) {
  return (
    <main>
      <div id="banner" className="block block--page-banner">
        <Suspense fallback={null}>
          <h1>Honey Pears</h1>
        </Suspense>
      </div>
      <div id="product" className="block block--product-details">
        <Suspense fallback={null}>{broken ? <Broken /> : <p>Sweet and juicy</p>}</Suspense>
      </div>
    </main>
  )
}

async function prerender(element: React.ReactElement) {
  const collector = collectRenderErrors()
  const { prelude } = await prerenderToNodeStream(element, { onError: collector.onError })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return { html, errors: collector.errors }
}

describe('prerenderProblems', () => {
  it('finds nothing on a page that rendered completely', async () => {
    const { html, errors } = await prerender(<Page broken={false} />)
    expect(prerenderProblems('/shop-single/1', html, errors)).toEqual([])
  })

  it('names the URL, the block and the error of a block React left for the browser', async () => {
    const { html, errors } = await prerender(<Page broken />)
    expect(html).toContain('<!--$!-->')
    const problems = prerenderProblems('/shop-single/1', html, errors)
    expect(problems).toEqual([
      {
        url: '/shop-single/1',
        block: { id: 'product', type: 'product-details' },
        error: "TypeError: Cannot read properties of undefined (reading 'map')",
      },
    ])
    expect(formatPrerenderProblem(problems[0]!)).toBe(
      `/shop-single/1: block "product" (product-details) failed to prerender: TypeError: Cannot read properties of undefined (reading 'map')`,
    )
  })

  it('reports a client-render marker without a known error, and an error without a marker', () => {
    const html = '<div id="faq" class="block block--faq"><!--$!--><template></template><!--/$--></div>'
    expect(prerenderProblems('/', html, [new Error('shell failed')])).toEqual([
      { url: '/', block: { id: 'faq', type: 'faq' }, error: 'left for the browser to render' },
      { url: '/', error: 'Error: shell failed' },
    ])
  })
})
