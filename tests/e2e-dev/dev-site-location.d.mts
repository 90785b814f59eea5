export function devSitePort(): number
export function devSiteDir(): string
