// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteSchema } from '#data/site-schema.ts'
import { formatAddress, formatClockTime, formatOpeningHours, openDays } from './site-details.ts'

describe('address and opening hours as visitors read them', () => {
  it('writes the address on one line', () => {
    expect(
      formatAddress({ street: '24 Meadow Lane', town: 'Green Valley', region: 'CA', postalCode: '95000', country: 'US' }),
    ).toBe('24 Meadow Lane, Green Valley, CA 95000')
  })

  it('writes 24-hour times as the top bar shows them', () => {
    expect(formatClockTime('08:00')).toBe('08:00 am')
    expect(formatClockTime('17:00')).toBe('05:00 pm')
    expect(formatClockTime('12:00')).toBe('12:00 pm')
    expect(formatClockTime('00:30')).toBe('12:30 am')
    expect(formatClockTime('23:45')).toBe('11:45 pm')
  })

  it('writes the opening hours as the specification words them', () => {
    expect(formatOpeningHours({ from: 'Sunday', to: 'Friday', opens: '08:00', closes: '17:00' })).toBe(
      'Sunday to Friday, 08:00 am to 05:00 pm',
    )
    expect(formatOpeningHours({ from: 'Monday', to: 'Monday', opens: '09:30', closes: '12:00' })).toBe(
      'Monday, 09:30 am to 12:00 pm',
    )
  })

  it('lists the open days, going round the end of the week', () => {
    expect(openDays({ from: 'Sunday', to: 'Friday' })).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(openDays({ from: 'Monday', to: 'Friday' })).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(openDays({ from: 'Saturday', to: 'Saturday' })).toEqual(['Saturday'])
  })
})

describe('site.json opening hours and share picture', () => {
  const hours = siteSchema.shape.openingHours
  it('refuses a time that is not a 24-hour HH:MM, and closing before opening', () => {
    expect(hours.safeParse({ from: 'Sunday', to: 'Friday', opens: '8am', closes: '17:00' }).error?.issues[0]?.message).toBe(
      'a 24-hour time such as "08:00" or "17:30"',
    )
    const early = hours.safeParse({ from: 'Sunday', to: 'Friday', opens: '17:00', closes: '08:00' })
    expect(early.error?.issues[0]).toMatchObject({ message: 'closes must be later than opens', path: ['closes'] })
    expect(hours.safeParse({ from: 'Sunnday', to: 'Friday', opens: '08:00', closes: '17:00' }).success).toBe(false)
  })

  it('refuses an SVG share picture, which link previews do not show', () => {
    const shareImage = siteSchema.shape.shareImage
    expect(shareImage.safeParse('/art/social/hero-dawn.jpg').success).toBe(true)
    expect(shareImage.safeParse('/art/scenes/hero-dawn.svg').error?.issues[0]?.message).toBe(
      'must be a .jpg, .png or .webp file: link previews do not show SVG pictures',
    )
  })
})
