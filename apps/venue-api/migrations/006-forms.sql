-- What guests and staff send through the site's forms: mailing list signups, talent
-- submissions, job applications, contact messages and staff availability. Review comments go to
-- the review table of 001. The payload stays in its API shape (JSONB); what is looked up or
-- unique gets a column. ref and pid are the campaign attribution, NULL when absent (docs/product.md#routes-and-navigation).

-- One row per address: signing up again updates the row instead of adding a second one.
CREATE TABLE mailing_list_member (
  id text PRIMARY KEY,
  email_key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  -- new-mailing-list, api/mailingList/add or api/talents/new-talent (the talent form's checkbox).
  source text NOT NULL,
  ref text,
  pid text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE form_submission (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('talent-submission', 'job-application', 'contact-message')),
  -- A talent submission's photos are replaced by the addresses of the stored files.
  payload jsonb NOT NULL,
  ref text,
  pid text,
  created_at timestamptz NOT NULL
);
CREATE INDEX form_submission_kind_idx ON form_submission (kind, created_at);

-- Files written under the uploads folder, so a file is served only when a committed row names it.
CREATE TABLE uploaded_file (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  byte_length integer NOT NULL CHECK (byte_length > 0),
  -- The form it came with (form_submission.id); NULL for uploads of other areas.
  submission_id text REFERENCES form_submission (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- The latest availability sent through each staff link (staff-availability/{id}).
CREATE TABLE staff_availability (
  link_id text PRIMARY KEY,
  staff_name text NOT NULL,
  availability jsonb NOT NULL,
  notes text NOT NULL,
  updated_at timestamptz NOT NULL
);
