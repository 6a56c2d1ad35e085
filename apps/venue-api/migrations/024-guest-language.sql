-- The language the guest used when they ordered, booked, asked for their orders' link or signed up
-- (docs/architecture.md#languages): one of the site's (en, fr, es, he), from the site's Accept-Language, else the
-- venue's default then. Everything written for that guest later (mails, invoice, calendar files) is in it. Rows from
-- before were written in English, and stay so.
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE my_orders_link ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE mailing_list_member ADD COLUMN language text NOT NULL DEFAULT 'en';
