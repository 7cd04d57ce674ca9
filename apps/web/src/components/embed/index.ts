// The embed-code generator (issue 22): a lazy chunk that brings its texts (the i18n part 'embed').
export const loadEmbedCodeDialog = () =>
  Promise.all([import('./EmbedCodeDialog'), import('./texts').then((m) => m.ensureEmbedTexts())]).then(
    ([module]) => ({ default: module.EmbedCodeDialog }),
  );
