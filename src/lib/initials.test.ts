// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials.ts'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ruth Sanders')).toBe('RS')
    expect(initialsOf('mary ann de  la cruz')).toBe('MC')
  })

  it('gives one letter for one name, and nothing for none', () => {
    expect(initialsOf('Admin')).toBe('A')
    expect(initialsOf('  ')).toBe('')
  })
})
