import { type AnswerInput, DISPLAY_ONLY_TYPES, type QuestionnaireItem } from '@marquee/contract';
import { DisplayItem } from './DisplayItem';
import { QuestionField } from './QuestionField';

interface QuestionItemProps {
  item: QuestionnaireItem;
  value: AnswerInput | undefined;
  /** Visible option ids of a choice question (only these render). */
  options: ReadonlySet<string> | undefined;
  /** A message code (REGISTRATION.ERRORS.*) for an answerable question. */
  error?: string;
  onChange: (value: AnswerInput) => void;
}

/**
 * One visible questionnaire item as the buyer sees it: text, a picture or an embed to read, or a question to
 * answer. The registration modal, the survey page and the organizer's preview render it (texts: the
 * `checkout` catalogue part).
 */
export function QuestionItem({ item, value, options, error, onChange }: QuestionItemProps) {
  return DISPLAY_ONLY_TYPES.has(item.Type) ? (
    <DisplayItem item={item} />
  ) : (
    <QuestionField item={item} value={value} options={options} error={error} onChange={onChange} />
  );
}
