import { Pill, PillsInput } from '@mantine/core';
import {
  addTags,
  MAX_TAGS,
  splitTagText,
  TAG_MAX_LENGTH,
  TAG_MIN_LENGTH,
  type TagAddition,
} from '@marquee/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  max?: number;
}

type Refusal = TagAddition['refused'][number];

/**
 * Tag chips (spec 3 §5): enter, comma and space end a chip; each is lowercased, duplicates are dropped,
 * pieces under 3 letters or digits are refused with a message, at most 10 chips. Backspace in the empty
 * field removes the last chip; every chip has a remove button.
 */
export function TagsInput({ label, value, onChange, max = MAX_TAGS }: TagsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<Refusal[]>([]);

  const commit = (pieces: string[]) => {
    const result = addTags(value, pieces, max);
    setRefused(result.refused);
    if (result.tags.length !== value.length) onChange(result.tags);
  };

  const type = (text: string) => {
    const pieces = splitTagText(text);
    // A separator typed or pasted ends every piece before it; the last stays a draft unless followed by one.
    const endsWithSeparator = /[\s,]$/.test(text);
    const done = endsWithSeparator ? pieces : pieces.slice(0, -1);
    if (done.length > 0) commit(done);
    setDraft(endsWithSeparator ? '' : (pieces.at(-1) ?? ''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim()) commit([draft]);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const message = (refusal: Refusal) => {
    switch (refusal.reason) {
      case 'MIN_LENGTH':
        return t('PROFILE_CONTENT.TAGS.TOO_SHORT', { tag: refusal.value, min: TAG_MIN_LENGTH });
      case 'MAX_LENGTH':
        return t('PROFILE_CONTENT.TAGS.TOO_LONG', { tag: refusal.value, max: TAG_MAX_LENGTH });
      case 'INVALID_VALUE':
        return t('PROFILE_CONTENT.TAGS.INVALID', { tag: refusal.value });
      case 'MAX_VALUE':
        return t('PROFILE_CONTENT.TAGS.TOO_MANY', { max });
    }
  };
  const error = refused.length > 0 ? refused.map(message).join(' ') : undefined;

  return (
    <PillsInput
      label={label}
      description={t('PROFILE_CONTENT.TAGS.HINT', { max, min: TAG_MIN_LENGTH })}
      error={error}
      data-testid="tags-input"
    >
      <Pill.Group>
        {value.map((tag) => (
          <Pill
            key={tag}
            withRemoveButton
            onRemove={() => onChange(value.filter((other) => other !== tag))}
            // Mantine hides the remove button from keyboards and screen readers; ours is a real button.
            removeButtonProps={{
              'aria-label': t('PROFILE_CONTENT.TAGS.REMOVE', { tag }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            data-testid="tag-chip"
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          value={draft}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) commit([draft]);
            setDraft('');
          }}
          aria-invalid={error ? true : undefined}
        />
      </Pill.Group>
    </PillsInput>
  );
}
