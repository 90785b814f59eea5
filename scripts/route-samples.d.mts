export function builtUrls(distDir: string): string[]
export function routeOfEveryPageFile(rootDir: string, distDir: string): { routes: string[]; missing: string[] }
