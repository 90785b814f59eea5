/**
 * account-form — the register or login form beside a welcome panel. Register: e-mail, password and a
 * confirmation password that must match (refused at the field with a clear message) →
 * "Thanks For Registration". Login: e-mail and password → "Login Successful". Nothing is sent or
 * stored: a valid form clears itself and shows the message. A link leads to the other form.
 * Example props: { "mode": "register", "switchLink": "/login" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const accountFormProps = z.strictObject({
  mode: z.enum(['register', 'login']).default('register').describe('Which form: "register" or "login"').meta({ title: 'Form' }),
  eyebrow: headingProps.eyebrow('Join the farm'),
  title: line(TEXT_MAX.title).default('Create Your Account').describe('Title over the form'),
  text: headingProps.paragraph(''),
  submitText: line(TEXT_MAX.label).default('Register').describe('Text of the submit button'),
  switchText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Already have an account?')
    .describe('Sentence before the link to the other form'),
  switchLinkText: line(TEXT_MAX.label).default('Log in').describe('Text of the link to the other form'),
  switchLink: sitePath.default('/login').describe('Where that link goes: "/login" or "/register"'),
  panelTitle: line(TEXT_MAX.title).default('Good food starts with good friends').describe('Title of the welcome panel'),
  perks: z
    .array(line(TEXT_MAX.sentence))
    .max(5)
    .default([
      'A harvest box, small or large, weekly or fortnightly',
      'Invitations to farm days and tasting evenings',
      'Your orders and deliveries in one place',
    ])
    .describe('Short lines in the welcome panel, shown with a check mark'),
  image: pictureProps.picture('Scene at the top of the welcome panel (1920×900)', '/art/scenes/hero-farm-company.svg'),
})
export type AccountFormProps = z.output<typeof accountFormProps>
