import { isLanguage, LANGUAGES } from '@marquee/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES, rememberLanguage, withLanguage } from '../../i18n/language';
import { useLanguage } from '../../lib/routing/hooks';
import classes from './LanguageSwitcher.module.css';

/**
 * A plain native select: keyboard, screen-reader and mobile friendly for free, and lighter than a
 * Mantine input. Switching keeps the current page (same path and query under the new language) and
 * remembers the choice for a year.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const change = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    rememberLanguage(value);
    navigate(`${withLanguage(location.pathname, value)}${location.search}${location.hash}`);
  };

  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {t('LANGUAGE.LABEL')}
      </label>
      <div className={classes.control}>
        <select
          id={id}
          className={classes.select}
          value={language}
          onChange={(event) => change(event.currentTarget.value)}
          data-testid="language-switcher"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <svg className={classes.chevron} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
    </div>
  );
}
