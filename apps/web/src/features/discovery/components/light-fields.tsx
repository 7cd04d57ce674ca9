import { type ChangeEvent, type CSSProperties, type InputHTMLAttributes, useId } from 'react';

/*
 * The markup Mantine's TextInput and outline Chip render at size sm with the app's theme, written out, so the
 * all-events page's first screen (its date chips, the day field and the pickers' placeholders) needs none of
 * Mantine's Input, Chip, CloseButton and their helpers in its first load (~8 kB gzip, ARCHITECTURE §6). The
 * classes are Mantine's own: its stylesheets (Input.css via form-styles, Chip.css) style these elements exactly
 * as the components, in both schemes, so nothing moves when the lazily loaded Selects replace a placeholder.
 * light-fields.test.tsx renders both and fails when Mantine's markup no longer matches (an upgrade, a theme
 * change).
 */

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> & {
  label: string;
  'data-testid'?: string;
};

/** Mantine's `<TextInput size="sm">`: a label above a default-variant input. */
export function LightTextField({ label, id, disabled, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `mantine-${generated}`;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm">
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
        data-size="sm"
        htmlFor={inputId}
        id={`${inputId}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-disabled={disabled || undefined}
      >
        <input
          {...input}
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-disabled={disabled || undefined}
          disabled={disabled}
          id={inputId}
        />
      </div>
    </div>
  );
}

const CHIP_STYLE = {
  '--chip-fz': 'var(--mantine-font-size-sm)',
  '--chip-size': 'var(--chip-size-sm)',
  '--chip-checked-padding': 'var(--chip-checked-padding-sm)',
  '--chip-padding': 'var(--chip-padding-sm)',
  '--chip-icon-size': 'var(--chip-icon-size-sm)',
  '--chip-bg': 'transparent',
  '--chip-hover': 'var(--mantine-color-violet-outline-hover)',
  '--chip-color': 'var(--mantine-color-violet-outline)',
  '--chip-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-violet-outline)',
  '--chip-spacing': 'var(--chip-spacing-sm)',
} as CSSProperties;

interface RadioChipProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: string;
  id?: string;
}

/** Mantine's `<Chip variant="outline" size="sm">` in a radio group: a native radio drawn as a chip. */
export function LightRadioChip({ name, value, checked, onChange, children, id }: RadioChipProps) {
  const generated = useId();
  const inputId = id ?? `mantine-${generated}`;
  return (
    <div style={CHIP_STYLE} className="m_f59ffda3 mantine-Chip-root" data-variant="outline" data-size="sm">
      <input
        type="radio"
        className="m_bde07329 mantine-Chip-input"
        id={inputId}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
      />
      <label
        className="m_3904c1af m_be049a53 mantine-Chip-label"
        data-checked={checked || undefined}
        htmlFor={inputId}
      >
        {checked && (
          <span className="m_9ac86df9 mantine-Chip-iconWrapper">
            <svg
              viewBox="0 0 10 7"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              aria-hidden="true"
              className="m_d6d72580 mantine-Chip-checkIcon"
            >
              <path
                d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          </span>
        )}
        <span>{children}</span>
      </label>
    </div>
  );
}
