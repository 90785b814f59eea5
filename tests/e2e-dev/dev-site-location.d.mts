export function firstDevSitePort(): number
export function devSitePort(): number
export function devSiteDir(port?: number): string
