-- The door (docs/product.md#the-door): guests admitted with their codes, and admissions of a code that came
-- second. The primary key is what makes "the first admission stands" hold on several instances of one
-- PostgreSQL server: a code has one standing row, and a write that finds it locks it (door/check-ins.store.ts).
CREATE TABLE door_check_in (
  code_id text PRIMARY KEY,
  -- The venue night, YYYY-MM-DD, as the code says.
  night text NOT NULL,
  -- When the guest went in, by the clock of the device that admitted them (offline admissions come later).
  admitted_at timestamptz NOT NULL,
  door text NOT NULL,
  device text NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX door_check_in_night_idx ON door_check_in (night);

-- Every admission of a code that did not stand: one row each, told again by a retried sync at most once.
CREATE TABLE door_check_in_other (
  code_id text NOT NULL,
  night text NOT NULL,
  admitted_at timestamptz NOT NULL,
  door text NOT NULL,
  device text NOT NULL,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (code_id, admitted_at, device, door)
);
CREATE INDEX door_check_in_other_night_idx ON door_check_in_other (night);
