-- Ticket promoter codes are stored in core's one spelling of an Instagram name
-- (packages/core/src/promoters/promoter-name.ts: no leading @ or spaces, lower case), as bottle
-- promoter codes are, so both are looked up by equality with the normalised name.
UPDATE ticket_promoter SET promoter_ig = lower(rtrim(regexp_replace(promoter_ig, '^[[:space:]@]+', ''), E' \t\r\n'));

ALTER TABLE ticket_promoter ADD CONSTRAINT ticket_promoter_name_normal
  CHECK (promoter_ig <> '' AND promoter_ig = lower(promoter_ig) AND left(promoter_ig, 1) <> '@');
