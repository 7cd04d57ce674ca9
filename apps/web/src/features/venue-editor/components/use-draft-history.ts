import { useCallback, useReducer } from 'react';
import type { Draft } from '../model/draft';
import { type EditorAction, editorReducer } from '../model/editor-reducer';

interface History {
  past: Draft[];
  present: Draft;
}

type HistoryAction =
  | { type: 'edit'; action: EditorAction }
  | { type: 'undo' }
  | { type: 'reset'; draft: Draft };

/** Drafts share everything an edit did not touch, so keeping the last 50 costs little. */
const LIMIT = 50;

function historyReducer(state: History, action: HistoryAction): History {
  if (action.type === 'reset') return { past: [], present: action.draft };
  if (action.type === 'undo') {
    const previous = state.past[state.past.length - 1];
    return previous ? { past: state.past.slice(0, -1), present: previous } : state;
  }
  const next = editorReducer(state.present, action.action);
  if (next === state.present) return state;
  return { past: [...state.past.slice(-LIMIT + 1), state.present], present: next };
}

/** The draft with undo of unsaved edits. */
export function useDraftHistory(initial: Draft) {
  const [state, send] = useReducer(historyReducer, { past: [], present: initial });
  return {
    draft: state.present,
    canUndo: state.past.length > 0,
    dispatch: useCallback((action: EditorAction) => send({ type: 'edit', action }), []),
    undo: useCallback(() => send({ type: 'undo' }), []),
    reset: useCallback((draft: Draft) => send({ type: 'reset', draft }), []),
  };
}
