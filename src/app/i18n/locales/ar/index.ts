/** This language's catalogues, fetched together as one chunk (i18n.ts), by file name. */
export default import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});
