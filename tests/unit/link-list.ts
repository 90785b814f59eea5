/**
 * The links inside an element as a test compares them, in page order: their addresses, or each link's
 * words with its address.
 * Example: expect(linkTargets(screen.getByRole('navigation', { name: 'All blocks' }))).toEqual(['#faq'])
 */
import { within } from '@testing-library/react'

const linksIn = (element: HTMLElement) => within(element).getAllByRole('link')

export const linkTargets = (element: HTMLElement) => linksIn(element).map((link) => link.getAttribute('href'))

export const linkWordsAndTargets = (element: HTMLElement) =>
  linksIn(element).map((link) => [link.textContent, link.getAttribute('href')])
