// Types for bench-floor.mjs, so its unit test can import it under a strict tsconfig.
import type { Server } from 'node:http'
export declare const FLOOR_PAGE: string
export declare const FLOOR_ROUTE: string
export declare function floorRunSlots(routeCount: number, floorRuns: number): number[]
export declare function serveFloorPage(): Promise<{ server: Server; url: string }>
