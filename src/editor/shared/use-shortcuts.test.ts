import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useShortcuts } from './use-shortcuts.ts'

function renderShortcuts() {
  const actions = { undo: vi.fn(), redo: vi.fn(), save: vi.fn(async () => {}) }
  return { ...renderHook((props: typeof actions) => useShortcuts(props), { initialProps: actions }), actions }
}

/** Presses a key in the window; true when the editor took it (the browser's own action is prevented). */
const press = (key: string, modifiers: Omit<KeyboardEventInit, 'key'> = {}) =>
  !window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, ...modifiers }))

describe('useShortcuts', () => {
  it.each<[string, string, KeyboardEventInit, 'undo' | 'redo' | 'save']>([
    ['Ctrl+Z', 'z', { ctrlKey: true }, 'undo'],
    ['Cmd+Z', 'z', { metaKey: true }, 'undo'],
    ['Shift+Ctrl+Z', 'Z', { ctrlKey: true, shiftKey: true }, 'redo'],
    ['Shift+Cmd+Z', 'Z', { metaKey: true, shiftKey: true }, 'redo'],
    ['Ctrl+Y', 'y', { ctrlKey: true }, 'redo'],
    ['Ctrl+S', 's', { ctrlKey: true }, 'save'],
    ['Cmd+S', 'S', { metaKey: true }, 'save'],
  ])('%s does %s and nothing else, instead of what the browser does', (_keys, key, modifiers, action) => {
    const { actions } = renderShortcuts()
    expect(press(key, modifiers)).toBe(true)
    expect(actions[action]).toHaveBeenCalledTimes(1)
    for (const other of ['undo', 'redo', 'save'] as const) if (other !== action) expect(actions[other]).not.toHaveBeenCalled()
  })

  it.each<[string, string, KeyboardEventInit]>([
    ['Z alone', 'z', {}],
    ['Ctrl+Alt+Z', 'z', { ctrlKey: true, altKey: true }],
    ['Ctrl+A', 'a', { ctrlKey: true }],
  ])('leaves %s to the browser', (_keys, key, modifiers) => {
    const { actions } = renderShortcuts()
    expect(press(key, modifiers)).toBe(false)
    expect(actions.undo).not.toHaveBeenCalled()
    expect(actions.redo).not.toHaveBeenCalled()
    expect(actions.save).not.toHaveBeenCalled()
  })

  it('reaches the save of the latest render', () => {
    const { actions, rerender } = renderShortcuts()
    const latest = { ...actions, save: vi.fn(async () => {}) }
    rerender(latest)
    press('s', { ctrlKey: true })
    expect(latest.save).toHaveBeenCalledTimes(1)
    expect(actions.save).not.toHaveBeenCalled()
  })

  it('stops listening once the editor has closed', () => {
    const { actions, unmount } = renderShortcuts()
    unmount()
    expect(press('z', { ctrlKey: true })).toBe(false)
    expect(actions.undo).not.toHaveBeenCalled()
  })
})
