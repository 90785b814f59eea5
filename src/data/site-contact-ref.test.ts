// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import site from '#data-files/site.json' with { type: 'json' }
import { siteContactRef } from './site-contact-ref.ts'

const props = z.strictObject({ contact: siteContactRef() })

describe('siteContactRef', () => {
  it('takes phone and e-mail from data/site.json when the page leaves them out', () => {
    expect(props.parse({}).contact).toEqual({ phone: site.contact.phone, email: site.contact.email })
    expect(props.parse({ contact: {} }).contact).toEqual({ phone: site.contact.phone, email: site.contact.email })
  })

  it('lets a page show another phone or e-mail on one block', () => {
    expect(props.parse({ contact: { phone: '+1 (555) 010-4455' } }).contact).toEqual({
      phone: '+1 (555) 010-4455',
      email: site.contact.email,
    })
  })

  it('refuses an address that is not an e-mail and unknown fields', () => {
    expect(props.safeParse({ contact: { email: 'farm office' } }).success).toBe(false)
    expect(props.safeParse({ contact: { fax: '123' } }).success).toBe(false)
  })
})
