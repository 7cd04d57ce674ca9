// The embed-code generator (issue 22): a lazy chunk with its texts (the i18n part 'embed').
export const loadEmbedCodeDialog = () =>
  import('./EmbedCodeDialog').then((m) => ({ default: m.EmbedCodeDialog }));
