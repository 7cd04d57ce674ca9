import { LANGUAGES } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { flatCatalogs } from '../../../i18n/catalog-utils';
import { ERROR_PAGE_CODES } from './ErrorPage';

const catalogs = flatCatalogs();

describe('error page texts', () => {
  it('name every error page code in every language', () => {
    for (const language of LANGUAGES) {
      for (const code of [...ERROR_PAGE_CODES, 'DEFAULT']) {
        expect(catalogs[language][`ERROR_PAGE.${code}.TITLE`], `${language}: ${code}`).toBeTruthy();
        expect(catalogs[language][`ERROR_PAGE.${code}.DESCRIPTION`], `${language}: ${code}`).toBeTruthy();
      }
    }
  });
});
