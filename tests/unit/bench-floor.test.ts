// @vitest-environment node
// The bench's floor: an empty page, served alone, measured in runs spread over the bench.
import { afterEach, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { FLOOR_PAGE, floorRunSlots, serveFloorPage } from '#scripts/bench-floor.mjs'

describe('floorRunSlots', () => {
  it('spreads the runs evenly over the routes, the first before the first route', () => {
    expect(floorRunSlots(32, 3)).toEqual([0, 10, 21])
    expect(floorRunSlots(6, 3)).toEqual([0, 2, 4])
  })

  it('puts several runs before one route when there are more runs than routes', () => {
    expect(floorRunSlots(1, 3)).toEqual([0, 0, 0])
  })

  it('plans nothing without routes or runs', () => {
    expect(floorRunSlots(0, 3)).toEqual([])
    expect(floorRunSlots(5, 0)).toEqual([])
  })
})

describe('serveFloorPage', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  it('answers its address with the empty page, which loads nothing else, and any other address with 404', async () => {
    const served = await serveFloorPage()
    server = served.server
    const page = await fetch(served.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toBe(FLOOR_PAGE)
    expect(FLOOR_PAGE).not.toMatch(/<(script|link|style|img)\b/)
    expect((await fetch(new URL('/favicon.ico', served.url))).status).toBe(404)
  })
})
