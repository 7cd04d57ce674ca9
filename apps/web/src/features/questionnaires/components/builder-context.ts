import type { QuestionnaireErrors, QuestionnaireItem } from '@marquee/contract';
import { createContext, useContext } from 'react';

/** What every part of the builder reads: all items (rules pick questions among them) and the live errors. */
export interface BuilderState {
  items: readonly QuestionnaireItem[];
  errors: QuestionnaireErrors;
}

export const BuilderContext = createContext<BuilderState>({ items: [], errors: {} });
export const useBuilder = () => useContext(BuilderContext);
