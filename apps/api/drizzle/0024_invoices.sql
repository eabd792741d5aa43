CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "invoice_year" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "invoice_seq" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_country" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "item_description" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_invoice_idx" ON "payment_orders" USING btree ("invoice_year","invoice_seq");--> statement-breakpoint
CREATE INDEX "payment_orders_user_paid_idx" ON "payment_orders" USING btree ("user_id","paid_at");--> statement-breakpoint
-- Orders paid before invoices existed get theirs, numbered by when they were paid within each financial year.
WITH paid AS (
	SELECT o.id, o.paid_at,
		extract(year FROM o.paid_at AT TIME ZONE 'Asia/Kolkata')::int - CASE WHEN extract(month FROM o.paid_at AT TIME ZONE 'Asia/Kolkata') < 4 THEN 1 ELSE 0 END AS start_year
	FROM "payment_orders" o WHERE o.status = 'paid' AND o.invoice_seq IS NULL
), numbered AS (
	SELECT id, start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS fy,
		row_number() OVER (PARTITION BY start_year ORDER BY paid_at, id) AS seq
	FROM paid
)
UPDATE "payment_orders" o SET invoice_year = n.fy, invoice_seq = n.seq,
	billed_name = (SELECT p.full_name FROM "profiles" p WHERE p.user_id = o.user_id),
	billed_state = (SELECT p.state FROM "profiles" p WHERE p.user_id = o.user_id),
	billed_country = (SELECT p.country FROM "profiles" p WHERE p.user_id = o.user_id),
	item_description = (SELECT m.name || ' membership, ' || m.duration_months || ' months' FROM "membership_plans" m WHERE m.id = o.plan_id)
FROM numbered n
WHERE o.id = n.id;--> statement-breakpoint
INSERT INTO "invoice_counters" (financial_year, last_number)
SELECT invoice_year, max(invoice_seq) FROM "payment_orders" WHERE invoice_year IS NOT NULL GROUP BY invoice_year;
