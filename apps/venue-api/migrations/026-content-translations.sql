-- The venue's own texts in its other languages (docs/seed-format.md#texts-in-several-languages): a record keeps the
-- text in the venue's default language; a translation is keyed by that text, so one serves every record with the same
-- words, and a text changed since (by staff) shows as written until it is given a translation of its own.
CREATE TABLE content_translation (
  language text NOT NULL,
  source text NOT NULL,
  text text NOT NULL
);
-- One translation of a text per language; by its digest, as a long description would not fit a plain index's entry.
CREATE UNIQUE INDEX content_translation_source ON content_translation (language, md5(source));
