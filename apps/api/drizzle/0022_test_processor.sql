CREATE TABLE "test_processor_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text NOT NULL,
	"payment_id" text,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_processor_orders_payment_id_unique" UNIQUE("payment_id")
);
