-- Content of the venue. Documents that are only ever read whole are JSONB in their API shape;
-- what queries filter, sort or update on gets a real column.

-- The one venue: general info, financial settings (and the on-location variant), website settings.
CREATE TABLE venue (
  id text PRIMARY KEY,
  general_info jsonb NOT NULL,
  financial_settings jsonb NOT NULL,
  financial_settings_on_location jsonb,
  website_settings jsonb NOT NULL
);

-- Ordered lists: faq, food-menu, drink-menu, slider, popup, promotion, talent,
-- venue-photo, venue-video, fb-photo, event-album (id = event id).
CREATE TABLE content_item (
  collection text NOT NULL,
  id text NOT NULL,
  position integer NOT NULL,
  doc jsonb NOT NULL,
  PRIMARY KEY (collection, id)
);

CREATE TABLE event (
  id text PRIMARY KEY,
  event_date date NOT NULL,
  position integer NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX event_date_idx ON event (event_date);

-- Ticket types get columns: orders check the price and take seats from capacity.
CREATE TABLE ticket_type (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  group_name text NOT NULL,
  guests_per_ticket integer NOT NULL CHECK (guests_per_ticket >= 1),
  max_per_order integer NOT NULL CHECK (max_per_order >= 1),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  capacity integer NOT NULL CHECK (capacity >= 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= capacity)
);
CREATE INDEX ticket_type_event_idx ON ticket_type (event_id, position);

CREATE TABLE bottle_category (
  id text PRIMARY KEY,
  position integer NOT NULL,
  name text NOT NULL
);

-- A bottle without a price (NULL or 0) is kept but never sold (the site hides it, docs/product.md#bottle-service).
CREATE TABLE bottle (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES bottle_category (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  description text,
  price_cents integer CHECK (price_cents >= 0),
  photo text
);
CREATE INDEX bottle_category_idx ON bottle (category_id, position);

CREATE TABLE block_date (
  id text PRIMARY KEY,
  date_from date NOT NULL,
  date_to date NOT NULL CHECK (date_to >= date_from),
  -- 24-hour HH:mm; one period from date_from at time_from to date_to at time_to; NULL means the start
  -- or end of the venue day (core/booking/block-date.schema).
  time_from text,
  time_to text,
  notes text NOT NULL DEFAULT ''
);

-- Reviews of the venue, an event or a talent; guests add to them.
CREATE TABLE review (
  id text PRIMARY KEY,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reviewer_name text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL,
  review_date date NOT NULL,
  photo text,
  featured boolean NOT NULL DEFAULT false
);
CREATE INDEX review_target_idx ON review (target_type, target_id, review_date DESC);

-- Images generated at seed time (SVG), served under /venue-api/media/<name>.
CREATE TABLE media (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  body text NOT NULL
);
