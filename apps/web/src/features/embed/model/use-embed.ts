import { useParams, useSearchParams } from 'react-router';
import {
  type EmbedLanguage,
  type EmbedOptions,
  isEmbedLanguage,
  readEmbedOptions,
} from '../../../lib/routing/embed';

/** The embed's language (its loader already sent unknown ones to en) and its `?theme&transparent&showTitle`. */
export function useEmbed(): { language: EmbedLanguage; id: string; options: EmbedOptions } {
  const { lang, id = '' } = useParams();
  const [search] = useSearchParams();
  return { language: isEmbedLanguage(lang) ? lang : 'en', id, options: readEmbedOptions(search) };
}
