import { Chip, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { LightRadioChip, LightTextField } from './light-fields';

/** An element's markup in a canonical form: tags, attributes (sorted, style declarations too), text. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => {
      if (name !== 'style') return `${name}="${value}"`;
      const declarations = value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .sort();
      return `style="${declarations.join(';')}"`;
    })
    .sort();
  const children = [...node.childNodes].map(shape).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

function markupOf(element: ReactNode): string {
  const { getByTestId, unmount } = render(
    // The app's own providers: its theme, as the page renders with.
    <AppProviders queryClient={createQueryClient()} env="test">
      <div data-testid="probe">{element}</div>
    </AppProviders>,
  );
  const result = shape(getByTestId('probe'));
  unmount();
  return result;
}

// The light fields must be what Mantine renders, or the page would change as its lazy pickers replace them.
describe('light fields match Mantine’s markup', () => {
  it('a read-only, a disabled and a date text field', () => {
    const cases = [
      { label: 'City', placeholder: 'Any city', value: 'Bratislava', readOnly: true },
      { label: 'Sub genre', placeholder: 'Choose', value: '', readOnly: true, disabled: true },
      { label: 'Day', type: 'date', value: '2026-12-01', min: '2026-11-28', onChange: () => {} },
    ];
    for (const props of cases) {
      expect(markupOf(<LightTextField id="field" {...props} />)).toContain('mantine-Input-input');
      expect(markupOf(<LightTextField id="field" {...props} />)).toBe(
        markupOf(<TextInput id="field" size="sm" {...props} />),
      );
    }
  });

  it('a checked and an unchecked outline chip in a radio group', () => {
    for (const checked of [true, false]) {
      expect(
        markupOf(
          <LightRadioChip id="chip" name="when" value="TODAY" checked={checked} onChange={() => {}}>
            Today
          </LightRadioChip>,
        ),
      ).toBe(
        markupOf(
          <Chip.Group multiple={false} value={checked ? 'TODAY' : 'ALL'} onChange={() => {}}>
            <Chip id="chip" name="when" value="TODAY" variant="outline" size="sm">
              Today
            </Chip>
          </Chip.Group>,
        ),
      );
    }
  });
});
