import type { SiteSettings } from '#data/site-schema.ts'

/** A small, valid data/site.json for unit tests: a test changes only what it is about. */
export function testSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    siteUrl: 'https://greenvalley.example',
    name: 'Green Valley',
    tagline: 'Farm',
    contact: {
      phone: '+1 (555) 010-2030',
      email: 'hello@greenvalley.example',
      address: { street: '24 Meadow Lane', town: 'Green Valley', region: 'CA', postalCode: '95000', country: 'US' },
    },
    openingHours: { from: 'Monday', to: 'Friday', opens: '08:00', closes: '17:00' },
    shareImage: '/art/social/hero-dawn.jpg',
    social: [],
    menu: [],
    footer: { about: 'About', explore: [], recentPosts: [], copyright: '© {year}' },
    ...overrides,
  }
}
