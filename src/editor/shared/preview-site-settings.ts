/**
 * The unsaved settings in the preview frame. The frame's parts (menus, contact lines, footer) read the settings
 * from the site's module (`virtual:site`) as they render, and the main menu's list (src/frame/menu-groups.ts) is
 * that module's own array. The preview frame is a document of the editor's alone, so the settings being
 * edited are put into that object in place (an array keeps its identity); the frame is then drawn again.
 */
import { site } from 'virtual:site/settings'
import type { SiteSettings } from '#data/site-schema.ts'

export function showSiteSettings(settings: SiteSettings) {
  const shown = site as unknown as Record<string, unknown>
  for (const key of Object.keys(shown)) if (!Object.hasOwn(settings, key)) delete shown[key]
  for (const [key, value] of Object.entries(settings)) {
    const current = shown[key]
    if (Array.isArray(current) && Array.isArray(value)) current.splice(0, current.length, ...(value as unknown[]))
    else shown[key] = value
  }
}
