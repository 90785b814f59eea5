/**
 * Undo and redo for the editor: every change keeps the value before it. Typing into one field is one
 * step, not one per key: changes with the same `mergeKey` less than MERGE_WINDOW_MS apart merge.
 */

export interface History<T> {
  past: T[]
  present: T
  future: T[]
  lastChange?: { mergeKey: string; at: number } | undefined
}

export type HistoryAction<T> =
  /** `update` computes the new value from the present one (pure: React may call it twice). */
  | { type: 'change'; update: (present: T) => T; mergeKey?: string | undefined; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T }

export const MERGE_WINDOW_MS = 2000
/** Enough for an editing session; the oldest steps go first. */
const MAX_STEPS = 300

export function createHistory<T>(value: T): History<T> {
  return { past: [], present: value, future: [] }
}

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      const value = action.update(state.present)
      if (value === state.present) return state
      const { lastChange } = state
      const merges =
        action.mergeKey !== undefined &&
        lastChange?.mergeKey === action.mergeKey &&
        action.at - lastChange.at < MERGE_WINDOW_MS &&
        state.past.length > 0
      const mergeKey = action.mergeKey
      return {
        past: merges ? state.past : [...state.past, state.present].slice(-MAX_STEPS),
        present: value,
        future: [],
        lastChange: mergeKey === undefined ? undefined : { mergeKey, at: action.at },
      }
    }
    case 'undo': {
      const previous = state.past.at(-1)
      if (previous === undefined) return state
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] }
    }
    case 'redo': {
      const [next, ...future] = state.future
      if (next === undefined) return state
      return { past: [...state.past, state.present], present: next, future }
    }
    case 'reset':
      return createHistory(action.value)
  }
}
